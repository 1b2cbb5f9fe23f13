/*
 * OPTIONS: -q
 * ASSERTION: dtrace:::ERROR's arguments for a fault in a clause that
 * records nothing: arg1 is the enabled probe ID the message names (the
 * clause's epid), arg2 the action the message names (#2: the second
 * clause of BEGIN, as DTrace on Linux numbers them), arg4 the fault
 * (DTRACEFLT_DIVZERO), arg5 0 (no address).
 */
BEGIN
{
	first = epid;
}

BEGIN
{
	second = epid;
	zero = 0;
	x = 1 / zero;
}

ERROR
{
	printf("%d %d %d %d %d %d\n", first, second, arg1 == second, arg2,
	    arg4 == DTRACEFLT_DIVZERO, arg5);
	exit(0);
}
