/*
 * ASSERTION: printa() formats take the key members in order with their
 * own conversions, and %@ conversions accept widths.
 */
#pragma D option quiet
BEGIN
{
	@[1, "x"] = sum(100);
	@[2, "y"] = sum(5);
	@[3, "z"] = sum(50);
}
BEGIN
{
	printa("%3d %-2s %@5d\n", @);
	exit(0);
}
