/*
 * ASSERTION: indexes within a translated member's declared array compile
 * (psinfo_t's and lwpsinfo_t's char [16] names).
 */
BEGIN
{
	trace(curpsinfo->pr_fname[0]);
	trace(curlwpsinfo->pr_name[15]);
	exit(0);
}
