/*
 * ASSERTION: a destructive action after speculate() is D_ACT_SPEC, found before -w is asked for.
 */
BEGIN { s = speculation(); }
tick-1s { speculate(s); stop(); }
