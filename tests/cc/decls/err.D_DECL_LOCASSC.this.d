/*
 * ASSERTION: D_DECL_LOCASSC is reported (decls: this).
 */
this int a[int];
BEGIN { exit(0); }
