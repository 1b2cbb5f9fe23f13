/*
 * ASSERTION: D_OP_ACT is reported (exprs: voidassign).
 */
BEGIN { x = (void)1; }
