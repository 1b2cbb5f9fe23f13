/*
 * ASSERTION: unary minus of an action (a void value) is D_OP_ARITH.
 */
BEGIN { x = 1 + -trace(0); }
