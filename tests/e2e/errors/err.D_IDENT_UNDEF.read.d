/*
 * ASSERTION: an undefined variable cannot be read.
 */
BEGIN
{
	trace(nosuchvariable);
}
