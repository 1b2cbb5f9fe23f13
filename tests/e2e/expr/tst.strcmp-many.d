/*
 * ASSERTION: string comparisons order bytes as unsigned, stop at the first NUL
 * (bytes after it do not count), and a clause of many comparisons of strings
 * that the verifier cannot see loads.
 */
#pragma D option quiet

BEGIN
{
	n = 0;
	a = "abcdefghijklmnopq\xfa";
	b = "abcdefghijklmnopq\x0a";
	c = "abcdefghijklmnopq";
	n += (a > b) ? 0 : 1;
	n += (b < a) ? 0 : 1;
	n += (c < a) ? 0 : 1;
	n += (a > c) ? 0 : 1;
	n += (c == c) ? 0 : 1;
	n += (a >= a) ? 0 : 1;
	n += (b <= b) ? 0 : 1;
	n += (a > b) ? 0 : 1;
	n += (b < a) ? 0 : 1;
	n += (c < a) ? 0 : 1;
	n += (a > c) ? 0 : 1;
	n += (c == c) ? 0 : 1;
	n += (a >= a) ? 0 : 1;
	n += (b <= b) ? 0 : 1;
	n += (a > b) ? 0 : 1;
	n += (b < a) ? 0 : 1;
	n += (c < a) ? 0 : 1;
	n += (a > c) ? 0 : 1;
	n += (c == c) ? 0 : 1;
	n += (a >= a) ? 0 : 1;
	n += (b <= b) ? 0 : 1;
	n += (a > b) ? 0 : 1;
	n += (b < a) ? 0 : 1;
	n += (c < a) ? 0 : 1;
	n += (a > c) ? 0 : 1;
	n += (c == c) ? 0 : 1;
	n += (a >= a) ? 0 : 1;
	n += (b <= b) ? 0 : 1;
	n += (a > b) ? 0 : 1;
	n += (b < a) ? 0 : 1;
	n += (c < a) ? 0 : 1;
	n += (a > c) ? 0 : 1;
	n += (c == c) ? 0 : 1;
	n += (a >= a) ? 0 : 1;
	n += (b <= b) ? 0 : 1;
	n += (a > b) ? 0 : 1;
	n += (b < a) ? 0 : 1;
	n += (c < a) ? 0 : 1;
	n += (a > c) ? 0 : 1;
	n += (c == c) ? 0 : 1;
	n += (a >= a) ? 0 : 1;
	n += (b <= b) ? 0 : 1;
	c = "abc";
	n += ("abc" == c) ? 0 : 1;
	n += (c < b) ? 0 : 1;
	printf("%d comparisons, %d wrong\n", 44, n);
	exit(n != 0);
}
