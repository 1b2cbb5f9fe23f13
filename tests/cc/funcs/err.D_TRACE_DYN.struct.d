/*
 * ASSERTION: D_TRACE_DYN is reported (funcs: struct).
 */
BEGIN { trace(*curthread); }
