/*
 * ASSERTION: D_DEREF_NONPTR is reported (exprs: deref).
 */
BEGIN { x = *pid; }
