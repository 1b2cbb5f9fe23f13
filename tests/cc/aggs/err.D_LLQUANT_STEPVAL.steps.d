/*
 * ASSERTION: D_LLQUANT_STEPVAL is reported (aggs: steps).
 */
BEGIN { @ = llquantize(1, 10, 0, 6, 15); }
