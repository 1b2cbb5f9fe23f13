/*
 * ASSERTION: D_DEREF_VOID is reported (exprs: voidptr).
 */
BEGIN { x = *(void *)arg0; }
