/*
 * ASSERTION: a compound assignment before the variable's first plain
 * assignment in the program text is D_VAR_UNDEF, as in DTrace, which
 * reads the program in order.
 */
BEGIN { n |= 1; }
END { n = 2; }
