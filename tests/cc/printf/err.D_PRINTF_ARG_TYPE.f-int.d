/*
 * ASSERTION: %f takes a floating type only, as in DTrace (its printf
 * table's check for %e %f %g %E %G): an integer is D_PRINTF_ARG_TYPE.
 */
BEGIN
{
	printf("%5.1f%%\n", 2);
	exit(0);
}
