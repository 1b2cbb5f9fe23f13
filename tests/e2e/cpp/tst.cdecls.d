/* OPTIONS: -C -q -I inc */
/*
 * ASSERTION: a header's C declarations compile: repeated and D-library
 * typedefs, function types, bit-fields, anonymous members, flexible
 * arrays, long double, _Bool, D keywords as names, extern variables,
 * prototypes and function bodies (ignored); the types and enumerators
 * are D's.
 */
#include <cdecls.h>

BEGIN
{
	printf("%d %d %d %d\n", sizeof(u32_t), sizeof(pid_t), sizeof(handler_t), GREEN + BLUE);
	printf("%d %d %d %d %d\n", offsetof(struct flags, ival), offsetof(struct flags, ld),
	    offsetof(struct flags, b), offsetof(struct flags, counter), sizeof(struct flags));
	exit(0);
}
