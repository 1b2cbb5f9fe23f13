/*
 * ASSERTION: long and short together name no type: D_UNKNOWN, as DTrace
 * reports (long short)0.
 */
BEGIN
{
	i = (long short)0;
}
