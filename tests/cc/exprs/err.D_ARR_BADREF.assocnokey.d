/*
 * ASSERTION: D_ARR_BADREF is reported (exprs: assocnokey).
 */
BEGIN { a[1] = 2; b = a; }
