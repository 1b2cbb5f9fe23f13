/*
 * ASSERTION: exit() after speculate() is D_EXIT_SPEC.
 */
BEGIN { s = speculation(); }
tick-1s { speculate(s); exit(0); }
