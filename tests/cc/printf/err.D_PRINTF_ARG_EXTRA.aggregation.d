/*
 * ASSERTION: an aggregation given to printf() past its conversions is an
 * extra argument.
 */
BEGIN
{
	@a = count();
	printf("hello %d\n", 123, @a);
	exit(0);
}
