/*
 * ASSERTION: a printf() format that is not a string constant is D_PRINTF_ARG_FMT, not a prototype mismatch.
 */
BEGIN { printf(42); }
