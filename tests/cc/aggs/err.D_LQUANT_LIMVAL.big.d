/*
 * ASSERTION: an lquantize() limit outside 32 bits is D_LQUANT_LIMVAL.
 */
BEGIN { @ = lquantize(1, 0, 0x100000000, 1); }
