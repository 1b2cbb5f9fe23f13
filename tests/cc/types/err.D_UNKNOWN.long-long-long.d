/*
 * ASSERTION: long long long names no type.
 */
BEGIN
{
	i = (long long long)0;
}
