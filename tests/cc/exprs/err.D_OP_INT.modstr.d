/*
 * ASSERTION: D_OP_INT is reported (exprs: modstr).
 */
BEGIN { x = 5 % "a"; }
