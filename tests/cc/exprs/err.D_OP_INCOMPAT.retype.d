/*
 * ASSERTION: D_OP_INCOMPAT is reported (exprs: retype).
 */
BEGIN { x = 1; x = "s"; }
