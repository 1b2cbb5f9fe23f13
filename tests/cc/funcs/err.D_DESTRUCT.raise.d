/*
 * ASSERTION: raise() needs -w.
 */
BEGIN { raise(9); }
