/*
 * ASSERTION: substr() as DTrace defines it: a negative start counts from
 * the end, and a start before the beginning uses up part of the count; a
 * negative count leaves that many bytes off the end; a start at or past
 * the end, or no bytes left, gives "". Counts and starts come from
 * constants and from variables alike.
 */
#pragma D option quiet

BEGIN
{
	s = "0123456789";
	printf("[%s][%s][%s][%s]\n", substr(s, -3), substr(s, -10), substr(s, -11), substr(s, -40));
	printf("[%s][%s][%s][%s]\n", substr(s, 2, -3), substr(s, 2, -8), substr(s, 2, -9), substr(s, -4, -2));
	printf("[%s][%s][%s][%s]\n", substr(s, -13, 5), substr(s, -13, 3), substr(s, -13, 2), substr(s, -1, 9));
	printf("[%s][%s][%s][%s]\n", substr(s, 10), substr(s, 10, 2), substr(s, 9, 0), substr(s, 9, -1));
	this->i = -6;
	this->n = -2;
	printf("[%s][%s][%s]\n", substr(s, this->i, this->n), substr(s, this->i + 20), substr(s, 1, this->n * 100));
	exit(0);
}
