/*
 * ASSERTION: trace() of a struct or union variable prints its bytes as
 * tracemem() does, print() prints it member by member, and printf()
 * prints its members.
 */
#pragma D option quiet
struct rec { int a; char b; int c; };
union num { unsigned long l; unsigned char c[8]; };
struct rec r;
union num n;
BEGIN
{
	r.a = 0x1234;
	r.c = 0x9876;
	n.l = 0x0102030405060708;
	trace(r);
	trace(n);
	print(r);
	printf("%x %x %d\n", r.a, r.c, n.c[0]);
	exit(0);
}
