/*
 * OPTIONS: -q -x oformat=json
 * ASSERTION: a fault is a line of the stream: the faulting probe's fields,
 * then "error" with the enabled probe ID, the action, the DIF offset, the
 * fault, its address and DTrace's message; stderr keeps DTrace's line.
 * The faulting clause's own output is dropped (DTrace's way); dtrace:::ERROR
 * then fires as any probe does, and tracing goes on.
 */
BEGIN
{
	trace("before");
	x = *(int *)8;
	trace("not reached");
}

ERROR
{
	printf("ERROR fired, fault %d\n", arg4);
}

BEGIN
{
	trace("after");
	exit(0);
}
