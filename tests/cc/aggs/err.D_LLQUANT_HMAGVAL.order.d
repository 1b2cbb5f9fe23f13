/*
 * ASSERTION: D_LLQUANT_HMAGVAL is reported (aggs: order).
 */
BEGIN { @ = llquantize(1, 10, 6, 2, 20); }
