/*
 * ASSERTION: a data-recording action after commit() is D_DREC_COMM.
 */
BEGIN { s = speculation(); }
tick-1s { commit(s); printf("%d", s); }
