/*
 * ASSERTION: a probe-name built-in (held in a record of the probe's names,
 * shorter than strsize) compares with a kernel char array and a char
 * pointer either way round: the comparison reads no more than the shorter
 * operand can hold, so the program loads (it was refused by the verifier).
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", probename == curthread->comm, curthread->comm == probename,
	    probename != (char *)curthread->comm);
	printf("%d %d\n", probefunc == curthread->comm, probeprov < curthread->comm);
	printf("%d\n", curthread->comm == execname);
	exit(0);
}
