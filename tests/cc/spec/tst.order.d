/*
 * ASSERTION: what the order allows: discard() and commit() before assignments, a speculative clause's data, discard() after commit().
 */
BEGIN { s = speculation(); }
tick-1s { speculate(s); printf("%d", 1); trace(2); n++; }
tick-1s { discard(s); commit(s); n++; m = 2; }
tick-1s { commit(s); discard(s); }
tick-1s { @c = count(); printf("%d", 1); }
