/*
 * ASSERTION: D_TRACE_VOID is reported (funcs: void).
 */
BEGIN { trace((void)0); }
