/*
 * ASSERTION: D arrays declared with a dimension (global and clause-local)
 * hold their elements; &a[i] is a pointer into them, and pointer
 * arithmetic, differences and comparisons scale by the element size.
 */
#pragma D option quiet

int a[5];
short s[4];
this long l[3];

BEGIN
{
	a[0] = 10;
	a[4] = 14;
	a[2] = a[0] + a[4];
	a[1]++;
	s[3] = -7;
	this->l[2] = 99;
	printf("%d %d %d %d %d | %d %d | %d\n", a[0], a[1], a[2], a[3], a[4], s[0], s[3], this->l[2]);

	x = &a[0];
	y = &a[3];
	printf("%d %d %d\n", y - x, (long)y - (long)x, *(y - 1));
	printf("%d %d %d %d\n", x < y, x >= y, x + 3 == y, x != y);
	x += 2;
	*x = 42;
	x[2] = 44;
	printf("%d %d\n", a[2], a[4]);
	this->sp = &s[1];
	this->sp++;
	printf("%d\n", (long)this->sp - (long)&s[0]);
	exit(0);
}
