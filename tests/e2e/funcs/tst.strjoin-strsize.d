/*
 * ASSERTION: strjoin() gives at most strsize - 1 bytes: what does not
 * fit of either string is cut off.
 */
#pragma D option quiet
#pragma D option strsize=10

BEGIN
{
	printf("[%s][%s][%s][%s]\n", strjoin("12345", "67890"), strjoin("1234567890ab", "c"),
	    strjoin("", "abcdefghijkl"), strjoin("ab", strjoin("cdef", "ghijk")));
	exit(0);
}
