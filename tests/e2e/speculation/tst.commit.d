/*
 * ASSERTION: speculation() hands out distinct non-zero ids; data traced
 * after speculate() is held back; commit() releases it at the point of
 * the commit (after what was traced directly before it); discard() drops
 * it.
 */
#pragma D option quiet
#pragma D option nspec=2
BEGIN
{
	a = speculation();
	b = speculation();
	printf("ids %d %d\n", a != 0 && b != 0, a != b);
}
BEGIN
{
	speculate(a);
	printf("kept %d\n", 1);
}
BEGIN
{
	speculate(b);
	printf("dropped\n");
}
BEGIN
{
	printf("direct\n");
}
BEGIN
{
	commit(a);
	discard(b);
}
BEGIN
{
	printf("last\n");
	exit(0);
}
