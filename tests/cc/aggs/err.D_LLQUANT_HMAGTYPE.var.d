/*
 * ASSERTION: an llquantize() high magnitude that is not a constant is D_LLQUANT_HMAGTYPE.
 */
BEGIN { @ = llquantize(1, 10, 0, pid, 20); }
