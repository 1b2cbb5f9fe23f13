/*
 * ASSERTION: an aggregation assigned a function DTrace knows but that does
 * not aggregate (here one Linux lacks) is D_AGG_FUNC, not D_FUNC_UNDEF.
 */
BEGIN { @stops["x"] = breakpoint(); }
