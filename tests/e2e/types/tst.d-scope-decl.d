/*
 * ASSERTION: D`type names a type in top-level declarations too: D's
 * intrinsic types and the program's own typedefs, with their
 * signedness.
 */
#pragma D option quiet
typedef int my_t;
D`int x;
D`my_t y;
D`unsigned D`int z;
self D`my_t t;

BEGIN
{
	x = 1;
	y = -1;
	z = -1;
	self->t = 7;
	printf("%d %d %u %d %d\n", x, y, z, self->t, sizeof (y));
	exit(0);
}
