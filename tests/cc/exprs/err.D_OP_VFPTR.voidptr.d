/*
 * ASSERTION: D_OP_VFPTR is reported (exprs: voidptr).
 */
BEGIN { x = *(void *)arg0; }
