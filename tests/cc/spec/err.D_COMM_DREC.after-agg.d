/*
 * ASSERTION: an aggregation records data: commit() after one is D_COMM_DREC.
 */
BEGIN { s = speculation(); }
tick-1s { @c = count(); commit(s); }
