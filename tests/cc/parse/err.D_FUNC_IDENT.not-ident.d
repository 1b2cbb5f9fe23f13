/*
 * ASSERTION: a call of something that is not a function name (tick-1() is tick - 1()) is D_FUNC_IDENT.
 */
BEGIN { @ = tick-1(); }
