/*
 * ASSERTION: ?: of a string and a char * is a string, as in DTrace: the
 * char * operand reads as the string it points to.
 */
/* OPTIONS: -q */
BEGIN
{
	p = (char *)curpsinfo->pr_fname;
	a = arg0 == 0 ? p : "";
	b = arg0 != 0 ? p : "none";
	c = arg0 == 0 ? "first" : p;
	printf("[%s] [%s] [%s]\n", a, b, c);
	exit(0);
}
