/*
 * OPTIONS: -q
 * ASSERTION: an associative array whose elements are arrays (int a[int][4])
 * takes a constant index outside an element when compiled (a declared
 * scalar array does not: D_ARR_BOUNDS); as in DTrace the store then faults
 * when the clause runs, as an invalid address (DTRACEFLT_BADADDR) past
 * either end of the element, and elements inside stay as stored.
 */
int cmds[int][4];
int faults;

BEGIN
{
	cmds[1][3] = 7;
	cmds[1][0] = 5;
}

BEGIN
{
	cmds[1][4] = 0xdeadbeef;
}

BEGIN
{
	cmds[1][-5] = 0xdeadbeef;
}

tick-10ms
/faults == 2/
{
	printf("%d %d %d faults\n", cmds[1][0], cmds[1][3], faults);
	exit(0);
}

ERROR
/arg4 == DTRACEFLT_BADADDR/
{
	faults++;
}
