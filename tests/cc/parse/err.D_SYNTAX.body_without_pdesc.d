/*
 * ASSERTION: a clause body needs a probe description.
 */
{
	x = 1;
}
