/*
 * ASSERTION: an associative array's declared key types may not include
 * void (a function's (void) has no counterpart among keys): the
 * declaration is refused before any use of the array is looked at.
 */
int counts[int, void];

BEGIN
{
	counts[trace(1), 'a'] = 1;
}
