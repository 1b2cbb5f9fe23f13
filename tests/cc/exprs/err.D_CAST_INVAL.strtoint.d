/*
 * ASSERTION: D_CAST_INVAL is reported (exprs: strtoint).
 */
BEGIN { x = (int)"abc"; }
