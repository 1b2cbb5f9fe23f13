/*
 * OPTIONS: -q -x defaultargs
 * ASSERTION: with -x defaultargs, macro arguments not given are 0 ($1)
 * and "" ($$2).
 */
BEGIN
{
	printf("%d [%s]\n", $1, $$2);
	exit(0);
}
