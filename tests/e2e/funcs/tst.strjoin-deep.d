/*
 * ASSERTION: nested string subroutines need several string temporaries
 * at once (each strsize bytes, far more than the 512-byte BPF stack):
 * they still give the right result, up to the full strsize - 1 (255)
 * characters.
 */
#pragma D option quiet
BEGIN
{
	a = strjoin(strjoin(strjoin("a", "b"), strjoin("c", "d")),
	    strjoin(strjoin("e", "f"), strjoin("g", "h")));
	b = strjoin(strjoin(a, a), strjoin(a, a));
	c = strjoin(strjoin(b, b), strjoin(b, b));
	d = strjoin(strjoin(substr(c, 0, 64), substr(c, 64)), substr(c, 0, 127));
	printf("%s %d\n", a, strlen(a));
	printf("%d %d %d\n", strlen(b), strlen(c), strlen(d));
	printf("%s\n", substr(d, 250));
	exit(0);
}
