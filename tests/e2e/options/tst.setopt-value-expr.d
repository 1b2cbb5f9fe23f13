/*
 * ASSERTION: setopt()'s value may be any string expression, computed when
 * the action runs: strjoin("se", "t") turns aggsortkey on, so printa()
 * sorts by key (1, 2, 3) rather than by value.
 */
#pragma D option quiet
BEGIN
{
	@[1] = sum(30);
	@[2] = sum(20);
	@[3] = sum(10);
	printa("%d %@d\n", @);
	setopt("aggsortkey", strjoin("se", "t"));
	printa("%d %@d\n", @);
	exit(0);
}
