/*
 * ASSERTION: a constant index past a translated member's declared array
 * (lwpsinfo_t's char pr_name[16]) is D_ARR_BOUNDS, as for any array.
 */
BEGIN
{
	trace(curlwpsinfo->pr_name[16]);
	exit(0);
}
