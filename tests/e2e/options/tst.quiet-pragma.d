/*
 * OPTIONS: -x quiet
 * ASSERTION: -x quiet is -q: no header, no probe prefix.
 */
BEGIN
{
	printf("quiet\n");
	exit(0);
}
