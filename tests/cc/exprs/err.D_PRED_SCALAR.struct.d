/*
 * ASSERTION: D_PRED_SCALAR is reported (exprs: struct).
 */
BEGIN / *curthread / { exit(0); }
