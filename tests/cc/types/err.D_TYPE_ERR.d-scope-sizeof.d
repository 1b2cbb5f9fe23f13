/*
 * ASSERTION: sizeof of a D`-scoped name that is no type is D_TYPE_ERR.
 */
BEGIN
{
	trace(sizeof (D`nosuch_t));
}
