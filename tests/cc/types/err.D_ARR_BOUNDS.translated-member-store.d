/*
 * ASSERTION: the bound is judged before the store into a translated
 * member is: D_ARR_BOUNDS, not D_OP_WRITE.
 */
BEGIN
{
	curpsinfo->pr_fname[256] = '0';
	exit(0);
}
