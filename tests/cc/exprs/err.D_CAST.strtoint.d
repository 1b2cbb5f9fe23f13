/*
 * ASSERTION: D_CAST is reported (exprs: strtoint).
 */
BEGIN { x = (int)"abc"; }
