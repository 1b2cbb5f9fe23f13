/*
 * ASSERTION: args used without an index is D_IDENT_BADREF: it is an array.
 */
BEGIN { trace(args); }
