/*
 * ARGS: 1 2
 * ASSERTION: an argument the script never references is an error
 * ("extraneous argument").
 */
BEGIN
{
	trace($1);
	exit(0);
}
