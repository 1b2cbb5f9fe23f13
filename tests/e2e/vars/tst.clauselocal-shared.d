/*
 * ASSERTION: clause-local variables live for one firing of a probe: a
 * later clause for the same probe (in the same firing) sees the value an
 * earlier clause stored.
 */
#pragma D option quiet
BEGIN
{
	this->x = 42;
}
BEGIN
{
	printf("%d\n", this->x);
	exit(0);
}
