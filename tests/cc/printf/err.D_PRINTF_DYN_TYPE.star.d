/*
 * ASSERTION: D_PRINTF_DYN_TYPE is reported (printf: star).
 */
BEGIN { printf("%*d\n", "a", 1); }
