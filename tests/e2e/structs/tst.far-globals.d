/*
 * ASSERTION: variables placed past 32 KB of globals or clause-locals
 * (after a few kernel structs held in D variables) are read and written
 * where they are: an instruction's 16-bit offset cannot reach them, so
 * their address is computed (before, the verifier refused the program).
 */
#pragma D option quiet

struct task_struct a, b, c, d, e, f, g, h, i, j, k;
int x;

BEGIN
{
	x = 40;
	x++;
	x += 2;
	this->t = *curthread;
	this->u = this->t;
	this->y = 5;
	printf("%d %d %d\n", x, this->y, this->u.pid == pid);
	exit(0);
}
