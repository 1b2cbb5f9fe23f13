/*
 * ASSERTION: reading a thread-local that nothing declares or assigns is
 * D_VAR_UNDEF ("self->nosuch has not yet been declared or assigned"), as
 * in DTrace, which creates self-> variables where it sees them.
 */
BEGIN { x = self->nosuch; }
