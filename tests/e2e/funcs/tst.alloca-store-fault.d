/*
 * ASSERTION: a string stored through a string * whose alloca()'d room is
 * smaller than a string faults (invalid address) rather than writing
 * beyond it.
 */
#pragma D option quiet

BEGIN
{
	s = (string *)alloca(8);
	*s = "abc";
	printf("not reached\n");
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(0);
}
