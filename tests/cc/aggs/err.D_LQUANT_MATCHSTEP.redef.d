/*
 * ASSERTION: lquantize() with another step for the same aggregation is D_LQUANT_MATCHSTEP.
 */
BEGIN { @ = lquantize(1, 0, 10, 1); @ = lquantize(1, 0, 10, 2); }
