/*
 * ASSERTION: lquantize() with another base for the same aggregation is D_LQUANT_MATCHBASE.
 */
BEGIN { @ = lquantize(1, 0, 10, 1); @ = lquantize(1, 1, 10, 1); }
