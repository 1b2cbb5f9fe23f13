/*
 * ASSERTION: D_ADDROF_VAR is reported (exprs: var).
 */
BEGIN { x = 1; y = &x; }
