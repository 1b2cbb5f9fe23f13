/*
 * ASSERTION: D_DECL_ARRBIG is reported (decls: huge).
 */
int a[100000000];
BEGIN { exit(0); }
