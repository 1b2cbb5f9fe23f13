/*
 * ASSERTION: D_PRINTF_ARG_PROTO is reported (printf: missing).
 */
BEGIN { printf("%d %d\n", 1); }
