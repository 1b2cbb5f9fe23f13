/*
 * ASSERTION: D_OP_INT is reported (exprs: bnotstr).
 */
BEGIN { x = ~"a"; }
