/*
 * ASSERTION: D_LQUANT_MISMATCH is reported (aggs: order).
 */
BEGIN { @ = lquantize(1, 10, 0, 1); }
