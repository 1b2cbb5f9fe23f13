/*
 * ASSERTION: D_OP_SCALAR is reported (exprs: notstruct).
 */
BEGIN { x = !*curthread; }
