/*
 * ASSERTION: chill( ) is a destructive action: without -w (or the
 * destructive option) it is D_DESTRUCT.
 */
BEGIN { chill(100); exit(0); }
