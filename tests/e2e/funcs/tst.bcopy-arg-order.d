/*
 * ASSERTION: bcopy(src, dst, size) evaluates its arguments in their order:
 * with n = 1, bcopy(s + n++, d + n++, n++) copies 3 bytes from s + 1 to
 * d + 2.
 */
#pragma D option quiet

BEGIN
{
	s = (char *)alloca(8);
	d = (char *)alloca(8);
	s[0] = 'a'; s[1] = 'b'; s[2] = 'c'; s[3] = 'd';
	s[4] = 'e'; s[5] = 'f'; s[6] = 'g'; s[7] = 0;
	d[0] = d[1] = d[2] = d[3] = d[4] = d[5] = d[6] = '-';
	d[7] = 0;
	n = 1;
	bcopy(s + n++, d + n++, n++);
	printf("%s %d\n", stringof(d), n);
	exit(0);
}
