/*
 * ASSERTION: the string subroutines: strchr(), strrchr(), strstr()
 * return the rest of the string from the match; index() and rindex() the
 * position, -1 when absent; toupper(), tolower(), lltostr().
 */
#pragma D option quiet
BEGIN
{
	s = "hello";
	printf("[%s][%s][%s]\n", strchr(s, 'l'), strrchr(s, 'l'), strstr(s, "ll"));
	printf("%d %d %d %d\n", index(s, "l"), rindex(s, "l"), index(s, "z"), index(s, "lo", 3));
	printf("%s %s %s %s\n", toupper("abc1"), tolower("ABC1"), lltostr(-42), lltostr(1234567890123));
	exit(0);
}
