/*
 * ASSERTION: a %@ conversion in printf() is D_PRINTF_AGG_CONV.
 */
BEGIN { printf("total %@d\n", 10); }
