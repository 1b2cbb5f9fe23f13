/*
 * ASSERTION: the address one past the end of a declared D array, &a[N],
 * is a pointer as in C (nothing is read there), by a constant index and
 * a computed one; so are the addresses of an array of structs' elements:
 * the distance between elements is the element's size, and a member
 * written through such a pointer is the element's.
 */
#pragma D option quiet

int ia[4];
struct rec { char ch; int in; } sa[5];

BEGIN
{
	i = 4;
	p = &sa[2];
	p->in = 9;
	printf("%d %d %d\n", &ia[4] - &ia[0], &ia[i] - &ia[1], (int)&sa[5] - (int)&sa[3]);
	printf("%d %d\n", sa[2].in, (int)p - (int)&sa[0]);
	exit(0);
}
