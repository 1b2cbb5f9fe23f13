/*
 * ASSERTION: D_ARR_BADREF is reported (exprs: nkeys).
 */
BEGIN { a[1] = 2; b = a[1, 2]; }
