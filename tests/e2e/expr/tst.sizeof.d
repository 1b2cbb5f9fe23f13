/*
 * ASSERTION: sizeof of types and expressions, offsetof of a struct
 * declared in D, stringof of a kernel char array.
 */
#pragma D option quiet
struct pair {
	int a;
	char b;
	long c;
};
int x;
BEGIN
{
	printf("%d %d %d %d %d\n", sizeof (int), sizeof (char), sizeof (uint64_t),
	    sizeof (struct pair), sizeof (x));
	printf("%d %d %d\n", offsetof(struct pair, a), offsetof(struct pair, b),
	    offsetof(struct pair, c));
	printf("%d\n", stringof(curthread->comm) == execname);
	exit(0);
}
