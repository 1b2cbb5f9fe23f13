/*
 * ASSERTION: a macro argument that was not given is undefined.
 */
BEGIN
{
	x = $1;
}
