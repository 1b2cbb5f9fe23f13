/*
 * ASSERTION: an aggregating function called as a statement, not assigned to an aggregation, is D_CG_EXPR, as DTrace reports it.
 */
BEGIN { count(); }
