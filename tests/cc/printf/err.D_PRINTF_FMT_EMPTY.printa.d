/*
 * ASSERTION: printa() with an empty format is refused like printf()'s.
 */
BEGIN
{
	@a = count();
	printa("", @a);
	exit(0);
}
