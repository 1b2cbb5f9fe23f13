/*
 * ASSERTION: the value of an assignment of a string that may be NULL
 * (strtok(), strchr() ...) can be compared as a string, in a predicate
 * too, whether it is NULL or not: (this->r = strtok(a, b)) != s loads
 * (the verifier once refused the comparison's read of a NULL) and
 * compares as DTrace does (NULL compares as "").
 */
#pragma D option quiet

struct { string s1; string s2; string result; } cmd[int];

BEGIN
{
	cmd[0].s1 = "foobar"; cmd[0].s2 = "o"; cmd[0].result = "f";
	cmd[1].s1 = "oobar"; cmd[1].s2 = "o"; cmd[1].result = "bar";
	cmd[2].s1 = "ooo"; cmd[2].s2 = "o"; cmd[2].result = "x";
	i = 0;
}

tick-1ms
/i < 3 && (this->r = strtok(cmd[i].s1, cmd[i].s2)) != cmd[i].result/
{
	printf("%d: %s is not %s\n", i, this->r != NULL ? this->r : "<null>", cmd[i].result);
}

tick-1ms
/i < 3/
{
	printf("%d: null %d\n", i, (self->t = strchr(cmd[i].s1, 'z')) == NULL);
	i++;
}

tick-1ms
/i == 3/
{
	exit(0);
}
