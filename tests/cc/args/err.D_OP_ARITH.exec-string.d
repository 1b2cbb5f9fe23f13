/*
 * ASSERTION: D_OP_ARITH is reported (args: proc:::exec's args[0] is the
 * path as a string, not a number; a string plus an integer is a char *,
 * as in DTrace, but a string times one is no arithmetic).
 */
proc:::exec { trace(args[0] * 2); }
