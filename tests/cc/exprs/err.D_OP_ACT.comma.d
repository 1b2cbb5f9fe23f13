/*
 * ASSERTION: an action as an operand of the comma operator is D_OP_ACT.
 */
BEGIN { x = (trace(1), 2); }
