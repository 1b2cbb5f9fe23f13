/*
 * ASSERTION: tick-1s fires once a second on one CPU (three ticks here);
 * the tick-100ms probe fires about ten times a second (checked loosely
 * by the .post filter).
 */
#pragma D option quiet
BEGIN
{
	n = 0;
}
tick-100ms
{
	@fast = count();
}
tick-1s
{
	n++;
	printf("tick %d\n", n);
}
tick-1s
/n == 3/
{
	printa("fast %@d\n", @fast);
	exit(0);
}
