/*
 * ASSERTION: D_LLQUANT_FACTORVAL is reported (aggs: one).
 */
BEGIN { @ = llquantize(1, 1, 0, 6, 20); }
