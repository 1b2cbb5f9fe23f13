/*
 * ASSERTION: D_OP_PTR is reported (exprs: deref).
 */
BEGIN { x = *pid; }
