/*
 * ASSERTION: strjoin(), strlen() and substr() (with a negative index
 * counting from the end, and with a length).
 */
#pragma D option quiet
BEGIN
{
	s = strjoin("hello", ", world");
	printf("%s %d %d\n", s, strlen(s), strlen(""));
	printf("[%s][%s][%s][%s]\n", substr(s, 7), substr(s, 0, 5), substr(s, -5), substr(s, 3, 2));
	exit(0);
}
