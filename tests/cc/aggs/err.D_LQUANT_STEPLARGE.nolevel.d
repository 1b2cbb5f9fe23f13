/*
 * ASSERTION: an lquantize() step larger than limit - base (no level) is D_LQUANT_STEPLARGE.
 */
BEGIN { @ = lquantize(1, 2, 3, 4); }
