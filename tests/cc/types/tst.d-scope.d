/*
 * ASSERTION: D`name names a type of the D program or an intrinsic type,
 * in casts and sizeof; short short and long long int stay
 * valid.
 */
typedef struct pair { int a; int b; } pair_t;

BEGIN
{
	x = (D`int)3;
	y = (D`unsigned D`char)300;
	p = (D`pair_t *)alloca(sizeof (D`pair_t));
	z = (short short)1 + (long long int)2;
}
