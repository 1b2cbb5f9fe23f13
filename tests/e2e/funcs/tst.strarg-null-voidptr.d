/*
 * ASSERTION: a string argument of a subroutine (DTrace's const char *)
 * takes the integer constant 0 and a void pointer, as DTrace's prototypes
 * do: 0 faults at address 0 when it runs (ending its clause only), a
 * void * is read as the string it points to; an int * is still refused
 * (tests/cc).
 */
#pragma D option quiet

BEGIN
{
	n = strlen(0);
	printf("not reached\n");
}

BEGIN
{
	this->p = (void *)curthread->comm;
	printf("%d %s|", strlen(this->p) == strlen(execname), strtok(this->p, "r"));
	printf("%s|%d\n", strtok(NULL, "x"), index(this->p, "tr"));
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("ERROR fault %d addr %d\n", arg4, arg5);
}
