/*
 * ASSERTION: D_DESTRUCT is reported (funcs: freopen without -w).
 */
BEGIN { freopen("/tmp/out"); }
