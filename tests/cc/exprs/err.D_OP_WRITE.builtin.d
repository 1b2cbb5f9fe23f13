/*
 * ASSERTION: D_OP_WRITE is reported (exprs: builtin).
 */
BEGIN { pid = 2; }
