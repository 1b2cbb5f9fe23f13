/*
 * ASSERTION: a clause whose statements only assign variables traces
 * nothing, so it prints no probe line (the default output is only for a
 * clause with no statements); a clause with exit() prints its line.
 */
BEGIN
{
	x = 1;
	self->y = 2;
}
BEGIN
{
	exit(0);
}
