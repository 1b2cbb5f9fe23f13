/*
 * ASSERTION: D_CG_EXPR is reported (exprs: xlate).
 */
BEGIN { x = xlate<int>(1); }
