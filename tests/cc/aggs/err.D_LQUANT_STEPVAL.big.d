/*
 * ASSERTION: an lquantize() step over 16 bits is D_LQUANT_STEPVAL.
 */
BEGIN { @ = lquantize(1, 0, 1000000, 70000); }
