/*
 * ASSERTION: D_PRINTF_ARG_FMT is reported (printf: nonconst).
 */
BEGIN { printf(execname); }
