/*
 * ASSERTION: D_OP_INCOMPAT is reported (exprs: cmp).
 */
BEGIN { x = "a" == 1; }
