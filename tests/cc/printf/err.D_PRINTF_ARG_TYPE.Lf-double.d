/*
 * ASSERTION: %Lf takes a long double only, as DTrace's conversion table
 * says ("long double"): a double is D_PRINTF_ARG_TYPE, named so.
 */
double d;

BEGIN
{
	printf("%Lf\n", d);
	exit(0);
}
