/*
 * ASSERTION: long with string is D_DECL_LONGINT.
 */
long string s;
BEGIN { exit(0); }
