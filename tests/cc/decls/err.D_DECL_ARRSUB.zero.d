/*
 * ASSERTION: D_DECL_ARRSUB is reported (decls: zero).
 */
int a[0];
BEGIN { exit(0); }
