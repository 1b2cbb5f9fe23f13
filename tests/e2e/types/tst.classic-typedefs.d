/*
 * ASSERTION: the System V spellings of the unsigned types that the
 * kernel's types define (uint, ulong, ushort, u_int) are type names in
 * casts, and a value cast to one prints unsigned at its size.
 */
#pragma D option quiet
BEGIN
{
	printf("%d %d %d %d\n", (uint)-12345, (ulong)-1, (ushort)-1, (u_int)-2);
	printf("%d %d\n", sizeof (uint), sizeof (ushort));
	exit(0);
}
