/*
 * ASSERTION: a translator written with braces where its input's angle
 * brackets go, "translator struct out { struct in *p }", opens a second
 * definition of struct out: D_DECL_TYPERED where the brace is, as DTrace
 * reports it, before the body's missing ';'.
 */
struct in { int i; };
struct out { int o; };
translator struct out
{
	struct in *p
}
{
	o = p->i;
};
BEGIN { exit(0); }
