/*
 * ASSERTION: index(), rindex() and strstr() with a start computed at run
 * time and with the empty string, which is found where the search starts
 * (index: the start, rindex: the end).
 */
#pragma D option quiet
BEGIN
{
	s = "hello world";
	this->x = 4;
	printf("%d %d %d %d %d %d %d\n", index(s, "o", this->x), index(s, "o", this->x + 1),
	    index(s, "o", this->x + 4), rindex(s, "o"), rindex(s, ""), index(s, ""), index(s, "", 3));
	printf("%s [%s]\n", strstr(s, "wor"), strstr(s, ""));
	exit(0);
}
