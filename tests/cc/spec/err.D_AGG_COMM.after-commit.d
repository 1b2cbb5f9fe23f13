/*
 * ASSERTION: an aggregation after commit() is D_AGG_COMM.
 */
BEGIN { s = speculation(); }
tick-1s { commit(s); @c = count(); }
