/*
 * ASSERTION: an lquantize() base outside 32 bits is D_LQUANT_BASEVAL.
 */
BEGIN { @ = lquantize(1, 0x100000000, 0x100000010, 1); }
