/*
 * ASSERTION: D_PRINTF_DYN_PROTO is reported (printf: star).
 */
BEGIN { printf("%*d\n"); }
