/*
 * ASSERTION: DTrace's NULL string. A thread-local or an associative array
 * element never assigned is NULL; a global never assigned is "" (DTrace
 * zero-fills globals); any string variable may be assigned NULL (an
 * element or a thread-local is then deleted); "" is a string, not NULL.
 * strchr(), strrchr(), strstr() and strtok() give NULL when they find
 * nothing. In comparisons of strings NULL is the empty string, as
 * DTrace's string compare reads it (it orders before every other string
 * and equals "" and NULL); == NULL and != NULL test for NULL itself.
 */
#pragma D option quiet

self string ts;
string g, g2, a[int];

BEGIN
{
	printf("unassigned: global %d (\"%s\"), self %d, element %d\n",
	    g == NULL, g, self->ts == NULL, a[1] == NULL);
	g2 = "abc";
	g2 = NULL;
	self->ts = "x";
	self->ts = NULL;
	a[1] = "one";
	a[2] = "two";
	a[1] = NULL;
	this->l = "local";
	this->l = NULL;
	printf("assigned NULL: global %d, self %d, element %d (other %s), clause-local %d\n",
	    g2 == NULL, self->ts == NULL, a[1] == NULL, a[2], this->l == NULL);
	e = "";
	printf("\"\" == NULL %d, \"\" != NULL %d\n", e == NULL, e != NULL);
	printf("NULL vs \"abc\": < %d == %d > %d\n", g2 < a[2], g2 == a[2], g2 > a[2]);
	printf("NULL vs \"\": < %d == %d >= %d\n", g2 < e, g2 == e, g2 >= e);
	printf("\"\" vs NULL: > %d == %d <= %d\n", e > g2, e == g2, e <= g2);
	printf("NULL vs \"\" constant: == %d != %d < %d\n", g2 == "", g2 != "", g2 < "");
	printf("NULL vs \"a\" constant: == %d < %d\n", g2 == "a", g2 < "a");
	printf("NULL vs NULL: == %d <= %d < %d\n", g2 == a[7], g2 <= self->ts, g2 < a[7]);
	printf("\"abc\" vs NULL: > %d != %d\n", a[2] > g2, a[2] != g2);
	printf("not found: strchr %d strrchr %d strstr %d strtok %d\n",
	    strchr("abc", 'z') == NULL, strrchr("abc", 'z') == NULL,
	    strstr("abc", "zz") == NULL, strtok(",,,", ",") == NULL);
	printf("found: %s %s %s %s\n", strchr("abcb", 'b'), strrchr("abcb", 'b'),
	    strstr("abcd", "bc"), strtok(",x,", ","));
	x = a[9] == NULL ? "default" : a[9];
	printf("%s\n", x);
	exit(0);
}
