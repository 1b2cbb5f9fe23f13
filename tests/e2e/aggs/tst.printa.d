/*
 * ASSERTION: printa() with a format applies it per entry (no leading blank
 * line); several aggregations in one printa() share the keys, sorted by
 * the first one's value; printa() without a format prints a blank line
 * first; aggregations already printed by printa() are not printed again
 * at exit.
 */
#pragma D option quiet
BEGIN
{
	@c["b"] = count();
	@c["b"] = count();
	@c["a"] = count();
	@s["a"] = sum(10);
	@s["b"] = sum(20);
	printa("%-4s %@8d|\n", @c);
	printa("%s count=%@d sum=%@d\n", @c, @s);
	printa(@c);
	printf("--\n");
	exit(0);
}
