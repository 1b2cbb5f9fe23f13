/*
 * ASSERTION: every C operator parses with C's precedence and D's ^^
 * (logical xor) sits between && and ||.
 */
BEGIN
{
	a = 1; b = 2; c = 3; d = 4;
	r = a + b * c - d / b % c;
	r = a << 1 + b >> 1;
	r = a < b == c > d;
	r = a <= b != c >= d;
	r = a & b ^ c | d;
	r = a && b ^^ c || d;
	r = a ? b : c ? d : a;
	r = !a + ~b + -c + +d;
	r += 1; r -= 1; r *= 2; r /= 2; r %= 7;
	r <<= 1; r >>= 1; r &= 0xff; r ^= 1; r |= 2;
	r = a++ + ++b - c-- - --d;
	r = (a, b);
	r = (((a + b)) * (c));
	exit(0);
}
