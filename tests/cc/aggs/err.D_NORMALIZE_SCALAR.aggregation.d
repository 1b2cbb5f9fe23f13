/*
 * ASSERTION: normalize()'s factor may not be an aggregation: that is its
 * own scalar error, not the error of an aggregation used in an expression.
 */
BEGIN
{
	@s[1] = sum(5);
	normalize(@s, @s);
}
