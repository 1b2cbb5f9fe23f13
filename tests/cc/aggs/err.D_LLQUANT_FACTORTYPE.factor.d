/*
 * ASSERTION: D_LLQUANT_FACTORTYPE is reported (aggs: factor).
 */
BEGIN { @ = llquantize(1, pid, 0, 6, 20); }
