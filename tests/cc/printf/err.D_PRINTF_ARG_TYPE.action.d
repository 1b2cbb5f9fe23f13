/*
 * ASSERTION: an action (a void value) as a printf() argument is D_PRINTF_ARG_TYPE.
 */
BEGIN { printf("%s\n", printf("x")); }
