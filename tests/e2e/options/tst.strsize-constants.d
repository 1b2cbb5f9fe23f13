/*
 * ASSERTION: a string constant is a string value like any other: at most
 * strsize - 1 characters (strlen() of a longer one is 5 under strsize=6,
 * printf() shows what is kept); shorter ones are whole.
 */
#pragma D option quiet
#pragma D option strsize=6
BEGIN
{
	printf("%d [%s] [%s] %d\n", strlen("123456789"), "123456789", "abc", "123456789" == "12345");
	exit(0);
}
