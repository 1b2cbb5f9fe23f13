/*
 * ASSERTION: BEGIN runs first, clauses for one probe run in script order,
 * nothing fires after exit() but END, END runs last, and the exit blank
 * line follows END's output.
 */
#pragma D option quiet
BEGIN
{
	n = 0;
	printf("begin 1\n");
}
BEGIN
{
	printf("begin 2\n");
}
tick-10ms
{
	n++;
	printf("tick %d\n", n);
}
tick-10ms
/n == 3/
{
	exit(0);
}
tick-10ms
/n > 3/
{
	printf("fired after exit: %d\n", n);
}
END
{
	printf("end %d\n", n);
}
