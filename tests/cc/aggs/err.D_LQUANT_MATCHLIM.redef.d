/*
 * ASSERTION: D_LQUANT_MATCHLIM is reported (aggs: redef).
 */
BEGIN { @ = lquantize(1, 0, 10, 1); @ = lquantize(1, 0, 20, 1); }
