/*
 * ASSERTION: uregs[ ] indexed by a variable rather than a constant is a
 * prototype mismatch (D_PROTO_ARG).
 */
syscall::getpid:entry
{
	reg = R_SP;
	trace(uregs[reg]);
}
