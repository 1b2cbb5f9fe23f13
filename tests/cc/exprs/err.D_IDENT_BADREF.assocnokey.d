/*
 * ASSERTION: an associative array used without keys is D_IDENT_BADREF, as DTrace reports a scalar use of it.
 */
BEGIN { a[1] = 2; b = a; }
