/*
 * ASSERTION: exit() records data: after commit() it is D_DREC_COMM.
 */
BEGIN { s = speculation(); }
tick-1s { commit(s); exit(0); }
