/*
 * ASSERTION: an aggregation given to printf() is judged by the conversion
 * it meets, as any other argument.
 */
BEGIN
{
	@a = count();
	printf("hello %d %d", 123, @a);
	exit(0);
}
