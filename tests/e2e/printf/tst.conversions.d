/*
 * ASSERTION: printf() conversions behave as in C, with D's sizes: int
 * constants are 32 bits, so %u and %x of -1 show 32 bits.
 */
#pragma D option quiet
BEGIN
{
	printf("%d %i %u\n", -5, 42, 7);
	printf("%d %u %x\n", -1, -1, -1);
	printf("%x %X %o %#x %#o\n", 255, 255, 8, 255, 8);
	printf("%c%c%c\n", 'o', 'k', 33);
	printf("[%s]\n", "str");
	printf("[%5d][%-5d][%05d][%+d]\n", 42, 42, 42, 42);
	printf("[%*d][%-*d]\n", 6, 42, 4, 7);
	printf("[%.3s][%5s][%-5s]\n", "abcdef", "ab", "ab");
	printf("100%%\n");
	printf("%d %d\n", 4294967296, -4294967296);
	printf("%lld %llu\n", (long long)-2, (unsigned long long)18446744073709551615);
	printf("%d %d %d\n", (char)-1, (uint8_t)-1, (short)65535);
	printf("no newline");
	printf(" then one\n");
	exit(0);
}
