/*
 * ASSERTION: D_OP_PTR is reported (exprs: arrow).
 */
BEGIN { x = pid->foo; }
