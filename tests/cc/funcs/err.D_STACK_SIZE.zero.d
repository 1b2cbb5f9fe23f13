/*
 * ASSERTION: D_STACK_SIZE is reported (funcs: zero).
 */
BEGIN { stack(0); }
