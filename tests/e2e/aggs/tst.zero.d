/*
 * ASSERTION: an aggregation that was updated exists even when its value
 * is 0: sum(0) prints 0, keyed or not; one never updated prints nothing.
 */
#pragma D option quiet
BEGIN
{
	@z = sum(0);
	@k["k"] = sum(0);
	@m = max(0);
	exit(0);
}
BEGIN
/0/
{
	@never = count();
}
