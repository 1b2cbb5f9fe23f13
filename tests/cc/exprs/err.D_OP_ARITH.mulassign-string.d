/*
 * ASSERTION: *= of a string is D_OP_ARITH.
 */
BEGIN { a = 1; a *= "text"; }
