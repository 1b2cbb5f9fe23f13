/*
 * ASSERTION: a negative llquantize() low magnitude is D_LLQUANT_LMAGVAL.
 */
BEGIN { @ = llquantize(1, 10, -1, 6, 20); }
