/*
 * ASSERTION: printf() of string variables, escapes in format strings and
 * string literals, and an empty string.
 */
#pragma D option quiet
BEGIN
{
	s = "hello";
	e = "";
	printf("%s, world\n", s);
	printf("[%s]\n", e);
	printf("tab\there \"quoted\" back\\slash\n");
	printf("%s\n", "a\tb");
	exit(0);
}
