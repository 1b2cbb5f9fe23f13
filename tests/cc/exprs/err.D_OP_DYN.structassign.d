/*
 * ASSERTION: D_OP_DYN is reported (exprs: structassign).
 */
BEGIN { x = *curthread; }
