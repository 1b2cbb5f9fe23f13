/*
 * ASSERTION: a D struct with bit-fields is laid out as DTrace lays it out:
 * every member starts at the first byte after the bits of the one before
 * (rounded up to its alignment), a bit-field takes the fewest of 1, 2, 4 or
 * 8 bytes that hold its width, and the struct ends with its last member;
 * signed and unsigned bit-fields keep their values (the sign bit extends);
 * print() shows each with its width.
 */
#pragma D option quiet

struct one { int a : 1; } v1;
struct two { int a : 1; int b : 3; } v2;
struct mixed { short s : 12; int i : 10; char c : 3; } v3;
struct wide { int a : 20; int b : 3; int c : 12; } v4;
struct longs { long x : 32; long long y : 9; int z : 1; } v5;
struct kinds { char a : 2; short b : 12; long c : 32; } v6;
struct big { int a : 30; int b : 30; int c : 32; } v7;
struct vals { int sa : 5; unsigned int ua : 5; short plain; long sl : 40; } v;

BEGIN
{
	printf("%d %d %d %d %d %d %d %d\n", sizeof (v1), sizeof (v2), sizeof (v3), sizeof (v4), sizeof (v5),
	    sizeof (v6), sizeof (v7), sizeof (v));
	v.sa = 0x1d;
	v.ua = 0x1d;
	v.plain = -2;
	v.sl = 0xfedcba9876;
	printf("%d %d %d %d\n", v.sa, v.ua, v.plain, v.sl);
	v.sa = 15;
	v.ua = 63;
	printf("%d %d\n", v.sa, v.ua);
	print(v);
	exit(0);
}
