/*
 * ASSERTION: a second speculate() in a clause is D_SPEC_SPEC, though data was recorded between them: speculative data does not count.
 */
BEGIN { s = speculation(); }
tick-1s { speculate(s); printf("%d", 1); speculate(s); }
