/*
 * ASSERTION: printa()'s %g takes a key of floating type only: an
 * integer key is D_PRINTF_ARG_TYPE, as for printf().
 */
BEGIN
{
	@[1, 2] = count();
	printa("%d %g %@d\n", @);
	exit(0);
}
