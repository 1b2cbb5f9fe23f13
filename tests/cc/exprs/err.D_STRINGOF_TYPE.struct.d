/*
 * ASSERTION: D_STRINGOF_TYPE is reported (exprs: struct).
 */
BEGIN { x = stringof(*curthread); }
