/*
 * ASSERTION: an llquantize() factor raised to the high magnitude plus one past 64 bits is D_LLQUANT_HMAGVAL.
 */
BEGIN { @ = llquantize(1, 10, 0, 19, 20); }
