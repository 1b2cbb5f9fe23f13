/*
 * ASSERTION: &uregs[0] is D_ADDROF_VAR, as for any D variable.
 */
BEGIN
{
	x = &uregs[0];
}
