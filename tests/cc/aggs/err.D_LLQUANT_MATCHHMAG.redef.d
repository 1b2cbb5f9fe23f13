/*
 * ASSERTION: D_LLQUANT_MATCHHMAG is reported (aggs: redef).
 */
BEGIN { @ = llquantize(1, 10, 0, 6, 20); @ = llquantize(1, 10, 0, 5, 20); }
