/*
 * ASSERTION: commit() after a data-recording action is D_COMM_DREC.
 */
BEGIN { s = speculation(); }
tick-1s { printf("%d", s); commit(s); }
