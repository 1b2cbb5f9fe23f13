/*
 * ASSERTION: D`name casts to and sizes the D program's own types and D's
 * intrinsic ones, as DTrace's D module scope does.
 */
#pragma D option quiet
typedef struct env_vars_64 { uint64_t e1; uint64_t e2; uint64_t e3; } env_vars_64_t;
BEGIN
{
	x = (D`int)3;
	y = (D`unsigned D`char)300;
	p = (D`env_vars_64_t *)alloca(sizeof (env_vars_64_t));
	p->e2 = 5;
	printf("%d %d %d %d\n", x, y, p->e2, sizeof (D`env_vars_64_t));
	exit(0);
}
