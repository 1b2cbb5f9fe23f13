/*
 * ASSERTION: a named bit-field of width zero is D_DECL_BFCONST (an unnamed
 * one is C's way to start a new unit, and is allowed).
 */
struct s {
	int : 0;
	int a : 0;
};

BEGIN
{
	exit(0);
}
