/*
 * ASSERTION: a translator's output type must be a struct or union:
 * D_DECL_BAD.
 */
translator int < int x > {
};

BEGIN
{
	exit(0);
}
