/*
 * ASSERTION: D's arithmetic on two integer types has the larger type, and
 * of two of one size the unsigned one, with no promotion of char and short
 * to int (DTrace's rule): unsigned char + signed char wraps as an unsigned
 * char, short + unsigned char is a short, in globals, associative arrays
 * and thread-locals alike. Signed / truncates toward zero, and signed %
 * is negative when exactly one operand is, as DTrace's (19 % -5 is -4),
 * computed or folded.
 */
#pragma D option quiet

signed char c; unsigned char uc; short s; unsigned short us; int i; unsigned int ui;
signed char ac[int]; unsigned char auc[int]; short as[int]; unsigned short aus[int];

BEGIN
{
	uc = -2; c = -3; printf("%d %d", uc + c, c + uc);
	uc = 2; c = -3; printf(" %d %d", uc + c, c + uc);
	uc = 253; printf(" %d\n", uc + uc);
	s = -2; uc = -3; printf("%d", s + uc);
	us = 2; c = -3; printf(" %d", us + c);
	s = 2; us = -3; printf(" %d", s * us);
	ui = 2; i = -3; printf(" %u", ui + i);
	c = 100; printf(" %d %d\n", c * 3, c + c);

	auc[0] = -2; ac[0] = -3; printf("%d %d", auc[0] + ac[0], ac[0] + auc[0]);
	auc[0] = 2; printf(" %d", auc[0] + ac[0]);
	aus[0] = 2; as[0] = -3; printf(" %d", aus[0] + as[0]);
	self->uc = (unsigned char)2; self->c = (signed char)-3; printf(" %d\n", self->uc + self->c);

	x = 19; y = 5;
	printf("%d %d %d %d %d %d %d %d\n", x / y, x % y, x / -y, x % -y, -x / y, -x % y, -x / -y, -x % -y);
	printf("%d %d %d %d\n", 19 % -5, -19 % 5, -19 % -5, 19 / -5);
	exit(0);
}
