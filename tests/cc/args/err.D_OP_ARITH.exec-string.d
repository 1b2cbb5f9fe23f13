/*
 * ASSERTION: D_OP_ARITH is reported (args: proc:::exec's args[0] is the
 * path as a string, not a pointer).
 */
proc:::exec { trace(args[0] + 1); }
