/*
 * ASSERTION: ?: with a constant condition (an inline, a macro argument,
 * an expression of them) is the operand it chooses, as DTrace's parser
 * folds it: an action chosen in a statement runs as that action, an
 * aggregation is aggregated, and the operand not chosen is never judged
 * (an unknown variable there is no error).
 */
/* OPTIONS: -q */
/* ARGS: 1 0 */
inline int OPT_on = 1;
inline int OPT_off = 0;
inline int MODE = 2;

BEGIN
{
	OPT_on ? printf("on\n") : 1;
	OPT_off ? printf("off\n") : 1;
	OPT_off ? printf("%s\n", no_such_variable) : printf("else\n");
	MODE == 1 ? printf("mode 1\n") : MODE == 2 ? printf("mode 2\n") : printf("mode ?\n");
	$1 && ! $2 ? printf("args %d %d\n", $1, $2) : 1;
	OPT_on ? @n["counted"] = count() : 1;
	OPT_off ? @n["not counted"] = count() : 1;
	OPT_on ? (x = 5) : 1;
	printf("x %d, %d\n", x, OPT_on ? 7 : 8);
	exit(0);
}
