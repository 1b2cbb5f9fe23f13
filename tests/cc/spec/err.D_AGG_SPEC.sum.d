/*
 * ASSERTION: an aggregation after speculate() is D_AGG_SPEC.
 */
BEGIN { s = speculation(); }
tick-1s { speculate(s); @t = sum(10); }
