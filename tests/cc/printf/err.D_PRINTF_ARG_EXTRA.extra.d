/*
 * ASSERTION: D_PRINTF_ARG_EXTRA is reported (printf: extra).
 */
BEGIN { printf("%d\n", 1, 2); }
