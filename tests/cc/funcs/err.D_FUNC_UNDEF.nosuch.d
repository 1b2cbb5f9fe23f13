/*
 * ASSERTION: D_FUNC_UNDEF is reported (funcs: nosuch).
 */
BEGIN { nosuchfunc(1); }
