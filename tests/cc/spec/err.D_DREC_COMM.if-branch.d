/*
 * ASSERTION: the order holds across the branches of an if: printf() in a branch after commit() is D_DREC_COMM.
 */
BEGIN { s = speculation(); }
tick-1s { commit(s); if (s > 0) { printf("%d", s); } }
