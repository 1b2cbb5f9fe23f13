/*
 * ASSERTION: commit() after commit() in one clause is D_COMM_COMM.
 */
BEGIN { s = speculation(); }
tick-1s { commit(s); commit(s); }
