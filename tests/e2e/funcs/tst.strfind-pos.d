/*
 * ASSERTION: index() and rindex() with a start, as DTrace's (Perl's)
 * are: index searches at or after it, rindex at or before it; a start
 * below 0 is 0 and one past the end is the end, so "" is found there;
 * before rindex()'s start below 0 nothing is found, even at 0, but "".
 */
#pragma D option quiet

BEGIN
{
	s = "xyzxyzxyz";
	this->neg = -3;
	printf("%d %d %d %d\n", index(s, "yz", this->neg), index(s, "yz", 2), index(s, "yz", 99), index(s, "", 99));
	printf("%d %d %d %d\n", rindex(s, "yz", 6), rindex(s, "yz", 3), rindex(s, "yz", this->neg), rindex(s, "", this->neg));
	printf("%d %d %d\n", rindex(s, "yz", 99), rindex(s, "", 4), index("", "", 5));
	printf("%d %d %d\n", rindex(s, "xyz", this->neg), rindex(s, "xyz", 0), index(s, "xyz", this->neg));
	exit(0);
}
