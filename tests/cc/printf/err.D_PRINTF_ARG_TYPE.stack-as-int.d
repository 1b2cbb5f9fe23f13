/*
 * ASSERTION: stack() as a printf() argument is accepted only by %k: with
 * %d it is D_PRINTF_ARG_TYPE.
 */
BEGIN { printf("%d\n", stack()); }
