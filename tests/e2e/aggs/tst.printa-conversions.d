/*
 * ASSERTION: a printa() value conversion may be any integer conversion
 * with flags and width: %@x, %@u, %-6@d, %@08d.
 */
#pragma D option quiet
BEGIN
{
	@s = sum(255);
	printa("[%@x][%@u][%-6@d][%@08d]\n", @s, @s, @s, @s);
	exit(0);
}
