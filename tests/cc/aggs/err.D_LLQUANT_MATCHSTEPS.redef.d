/*
 * ASSERTION: llquantize() with other steps is D_LLQUANT_MATCHSTEPS.
 */
BEGIN { @ = llquantize(1, 10, 0, 6, 20); @ = llquantize(1, 10, 0, 6, 10); }
