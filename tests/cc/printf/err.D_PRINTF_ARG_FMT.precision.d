/*
 * ASSERTION: so is a precision past 65535.
 */
BEGIN
{
	printf("%.4294967296s\n", "a");
	exit(0);
}
