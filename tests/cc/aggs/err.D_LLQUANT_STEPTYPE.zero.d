/*
 * ASSERTION: zero llquantize() steps are D_LLQUANT_STEPTYPE.
 */
BEGIN { @ = llquantize(1, 10, 0, 6, 0); }
