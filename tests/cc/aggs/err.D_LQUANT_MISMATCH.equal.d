/*
 * ASSERTION: an lquantize() limit equal to its base is D_LQUANT_MISMATCH, before the step is looked at.
 */
BEGIN { @ = lquantize(1, 500, 500, -5); }
