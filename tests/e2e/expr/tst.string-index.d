/*
 * ASSERTION: a string is indexable as the array of characters it is: s[i]
 * reads character i of a global string, of an associative array's string
 * element, of a thread-local's value and of a built-in string (execname).
 */
#pragma D option quiet
BEGIN
{
	word = "tracing";
	self->w = "kernel";
	t = self->w;
	names[7] = "ring";
	printf("%c%c%c\n", word[0], t[1], names[7][3]);
	printf("%d %d\n", word[6], word[7]);
	printf("%c\n", execname[0]);
	i = 2;
	printf("%c\n", word[i + 1]);
	exit(0);
}
