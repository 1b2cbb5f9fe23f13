/*
 * ASSERTION: an exit() in BEGIN drains at once too: the BEGIN clauses
 * after it do not act, the END clauses do.
 */
#pragma D option quiet

BEGIN
{
	printf("first\n");
	exit(0);
}

BEGIN
{
	printf("after exit()\n");
	@a = count();
}

END
{
	printf("end\n");
}
