/*
 * ASSERTION: strtok() that finds no token gives NULL, and NULL compared
 * with a string is the empty string, as in DTrace: strtok("", "") and
 * strtok("", "foo") equal "", and a token found compares as itself.
 */
#pragma D option quiet

struct { string s1; string s2; string want; } c[int];

BEGIN
{
	c[0].s1 = ""; c[0].s2 = ""; c[0].want = "";
	c[1].s1 = "foo"; c[1].s2 = ""; c[1].want = "foo";
	c[2].s1 = "oobar"; c[2].s2 = "o"; c[2].want = "bar";
	c[3].s1 = ""; c[3].s2 = "foo"; c[3].want = "";
	c[4].s1 = "ooo"; c[4].s2 = "o"; c[4].want = "";
	i = 0;
}

tick-1ms
/i < 5/
{
	this->r = strtok(c[i].s1, c[i].s2);
	printf("%d: null %d, == want %d, != want %d, < \"a\" %d\n", i, this->r == NULL,
	    this->r == c[i].want, this->r != c[i].want, this->r < "a");
	i++;
}

tick-1ms
/i == 5/
{
	exit(0);
}
