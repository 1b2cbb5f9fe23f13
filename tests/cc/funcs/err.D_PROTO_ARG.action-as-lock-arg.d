/*
 * ASSERTION: an action passed to a subroutine whose argument any pointer
 * may fill (mutex_type_adaptive's lock) is still void, so a prototype
 * mismatch (D_PROTO_ARG), found before the action's use as a value
 * (D_CG_EXPR) is looked at.
 */
BEGIN
{
	mutex_type_adaptive(trace("lock"));
	exit(0);
}
