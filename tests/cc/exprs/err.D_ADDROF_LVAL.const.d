/*
 * ASSERTION: D_ADDROF_LVAL is reported (exprs: const).
 */
BEGIN { y = &1; }
