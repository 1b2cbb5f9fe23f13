/*
 * ASSERTION: an inline associative array (inline TYPE NAME[T p, ...] =
 * expr;) stands for its expression with each parameter replaced by the
 * argument in its place: any expression of its parameters, a translation,
 * another inline, a conditional giving strings.
 */
#pragma D option quiet

struct s { int s_x; };
translator struct s < int T > { s_x = T + 1; };

inline int base = 100 + 23;
inline int add[int x, int y] = x + y;
inline int next[int x] = (xlate < struct s > (x)).s_x;
inline string kind[int v] = v == 0 ? "zero" : v == 1 ? "one" : "many";
inline int twice[int x] = add[x, x];

BEGIN
{
	n = 7;
	printf("%d %d %d\n", add[10, 20], next[123], add[base, n]);
	printf("%s %s %s %d\n", kind[0], kind[1], kind[n], twice[21]);
	exit(0);
}
