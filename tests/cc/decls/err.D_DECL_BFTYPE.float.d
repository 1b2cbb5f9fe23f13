/*
 * ASSERTION: a bit-field must be of an integer type; a float one is
 * D_DECL_BFTYPE, not a crash of the checker.
 */
struct s {
	float f : 3;
};

BEGIN
{
	exit(0);
}
