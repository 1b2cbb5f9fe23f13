/*
 * ASSERTION: %Le takes a long double only: an integer is
 * D_PRINTF_ARG_TYPE (an integer is no floating type in D).
 */
BEGIN
{
	printf("%Le\n", 1);
	exit(0);
}
