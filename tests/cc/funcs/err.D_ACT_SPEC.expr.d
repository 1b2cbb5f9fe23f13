/*
 * ASSERTION: D_ACT_SPEC is reported (funcs: expr).
 */
BEGIN { x = trace(1); }
