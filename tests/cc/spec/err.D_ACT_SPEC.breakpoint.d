/*
 * ASSERTION: breakpoint() after speculate() is D_ACT_SPEC, before Linux's lack of breakpoint() is reported.
 */
BEGIN { s = speculation(); }
tick-1s { speculate(s); breakpoint(); }
