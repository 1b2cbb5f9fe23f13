/*
 * ASSERTION: short and long together name no type, in either order.
 */
BEGIN
{
	i = (short long)0;
}
