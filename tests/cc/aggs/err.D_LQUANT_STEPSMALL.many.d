/*
 * ASSERTION: an lquantize() step that makes more than 65535 levels is D_LQUANT_STEPSMALL.
 */
BEGIN { @ = lquantize(1, 0, 100000, 1); }
