/*
 * ASSERTION: D_OP_ARITH is reported (exprs: mulstr).
 */
BEGIN { x = "a" * 2; }
