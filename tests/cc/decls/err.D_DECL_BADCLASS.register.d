/*
 * ASSERTION: a register variable is D_DECL_BADCLASS: D has no such storage class.
 */
register int r;
BEGIN { exit(0); }
