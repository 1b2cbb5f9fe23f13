/*
 * ASSERTION: an action used as a value is D_CG_EXPR, as DTrace reports it when generating code.
 */
BEGIN { x = trace(1); }
