/*
 * ASSERTION: a translator's output type must be a struct or union:
 * D_XLATE_SOU.
 */
translator int < int x > {
};

BEGIN
{
	exit(0);
}
