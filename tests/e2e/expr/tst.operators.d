/*
 * ASSERTION: arithmetic, bitwise and shift operators, the ternary
 * operator, integer casts (truncation and sign extension) and string
 * comparison.
 */
#pragma D option quiet
BEGIN
{
	x = 17;
	printf("%d %d %d %d %d\n", x + 3, x - 20, x * 3, x / 5, x % 5);
	printf("%d %d %d %d %d %d\n", x & 3, x | 8, x ^ 1, ~x, x << 2, x >> 2);
	printf("%s %s\n", x > 10 ? "big" : "small", x > 100 ? "big" : "small");
	printf("%d %d %d %d\n", (char)257, (uint8_t)-1, (int16_t)70000, (int)4294967297);
	printf("%d %d %d %d\n", "abc" == "abc", "abc" < "abd", "b" > "abc", "a" != "a");
	printf("%d %d\n", -7 / 2, -7 % 2);
	exit(0);
}
