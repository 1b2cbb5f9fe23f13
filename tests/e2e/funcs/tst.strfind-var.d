/*
 * ASSERTION: index(), rindex() and strstr() search for a string that is
 * not a constant (a global, a clause-local, a thread-local, an associative
 * array's element, a string built at run time) exactly as for a constant
 * one: first and last occurrences, a start (below 0, past the end), the
 * empty needle (found where the search starts), a needle longer than the
 * string or equal to it, needles across 8-byte words, and no match past
 * the end of the string; searches inside the operands of a search.
 */
#pragma D option quiet

string a[int];

BEGIN
{
	s = "xyzxyzxyz";
	t = "yz";
	e = "";
	this->xyz = "xyz";
	self->long = "abcdefghijklmnopqrstuvwxyz0123456789";
	a[0] = "mnopqrstuvwxyz01";
	a[1] = "z0123456789!";
	this->neg = -3;

	/* the same as tst.strfind-pos.d's constants, from variables */
	printf("%d %d %d %d\n", index(s, t, this->neg), index(s, t, 2), index(s, t, 99), index(s, e, 99));
	printf("%d %d %d %d\n", rindex(s, t, 6), rindex(s, t, 3), rindex(s, t, this->neg), rindex(s, e, this->neg));
	printf("%d %d %d\n", rindex(s, t, 99), rindex(s, e, 4), index(e, e, 5));
	printf("%d %d %d\n", rindex(s, this->xyz, this->neg), rindex(s, this->xyz, 0), index(s, this->xyz, this->neg));
	printf("%d %d %d %d\n", index(s, t), rindex(s, t), index(s, e), rindex(s, e));

	/* needles of more than a word, at places that are not a word's */
	printf("%d %d %d\n", index(self->long, a[0]), index(self->long, a[1]), rindex(self->long, a[0], 11));
	printf("%d %d %d\n", index(self->long, self->long), index(a[0], self->long), index(e, t));
	printf("%d %d\n", index(self->long, strjoin(a[1], "x")), rindex(self->long, substr(a[1], 0, 5)));

	/* strstr(): the rest of s from the first match, or NULL (printed as "") */
	printf("[%s] [%s] [%s] [%s]\n", strstr(s, t), strstr(self->long, substr(a[1], 0, 5)), strstr(s, e), strstr(e, e));
	printf("%d\n", strstr(s, a[1]) == NULL);

	/* a needle that matches only with bytes past the end of s */
	printf("%d %d\n", index(substr(s, 0, 4), this->xyz, 2), rindex(substr(s, 0, 4), "zx"));

	/* searches inside the operands of a search: each is done before the outer one copies */
	s = "abcabcabc";
	t = "c";
	u = "ab";
	printf("%d %d %d [%s]\n", index(strstr(s, t), strstr(s, u)), index(s, t, index(s, u, 1)),
	    rindex(strstr(s, u), strstr(strstr(s, t), u)), strstr(strstr(s, t), strstr("xbc", "bc")));
	exit(0);
}
