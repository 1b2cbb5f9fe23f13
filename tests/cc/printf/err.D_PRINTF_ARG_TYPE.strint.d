/*
 * ASSERTION: D_PRINTF_ARG_TYPE is reported (printf: strint).
 */
BEGIN { printf("%d\n", "abc"); }
