/*
 * ASSERTION: setopt()'s option name must be a string constant (its value
 * may be computed): a name from an expression is D_PROTO_ARG.
 */
BEGIN
{
	setopt(strjoin("quie", "t"));
}
