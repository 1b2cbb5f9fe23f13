/*
 * ASSERTION: if/else with and without braces, else-if chains, nested
 * blocks and empty statements parse as statements of a clause body.
 */
BEGIN
{
	if (x == 0)
		x = 1;
	else
		x = 2;

	if (x == 1) {
		y = 1;
	} else if (x == 2) {
		y = 2;
	} else {
		y = 3;
	}
	{
		{ z = x + y; }
		;
	}
	if (z) exit(0)
}
