/*
 * ASSERTION: llquantize() steps above the factor must divide factor to the power low magnitude plus one: D_LLQUANT_STEPVAL.
 */
BEGIN { @ = llquantize(1, 10, 2, 6, 80); }
