/*
 * ASSERTION: llquantize() with another factor for the same aggregation is D_LLQUANT_MATCHFACTOR.
 */
BEGIN { @ = llquantize(1, 10, 0, 6, 2); @ = llquantize(1, 2, 0, 6, 2); }
