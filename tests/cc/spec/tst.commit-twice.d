/*
 * ASSERTION: commit() may follow commit() and discard() in one clause, as
 * in DTrace on Linux (illumos' D_COMM_COMM is gone there).
 */
BEGIN { s = speculation(); t = speculation(); }
tick-1s { commit(s); commit(t); discard(s); commit(s); }
