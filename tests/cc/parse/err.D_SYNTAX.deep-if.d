/*
 * ASSERTION: if statements nested 1000 deep are refused, not a stack overflow.
 */
BEGIN
{
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	x = 1;
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
}
