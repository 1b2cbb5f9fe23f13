/*
 * ASSERTION: D_FUNC_IDENT is reported (funcs: builtin).
 */
BEGIN { pid(1); }
