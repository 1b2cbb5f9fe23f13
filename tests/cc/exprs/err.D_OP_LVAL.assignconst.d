/*
 * ASSERTION: D_OP_LVAL is reported (exprs: assignconst).
 */
BEGIN { 1 = 2; }
