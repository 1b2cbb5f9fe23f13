/*
 * ASSERTION: speculate() after commit() is D_SPEC_COMM.
 */
BEGIN { s = speculation(); }
tick-1s { commit(s); speculate(s); }
