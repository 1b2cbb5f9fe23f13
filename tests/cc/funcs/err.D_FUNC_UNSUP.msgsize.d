/*
 * ASSERTION: D_FUNC_UNSUP is reported (funcs: msgsize(), Solaris STREAMS only).
 */
BEGIN { trace(msgsize(0)); }
