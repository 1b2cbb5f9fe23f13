/*
 * ASSERTION: trunc()'s count may not be an aggregation: that is its own
 * scalar error, not the error of an aggregation used in an expression.
 */
BEGIN
{
	@c[1] = count();
	trunc(@c, @c);
}
