/*
 * ASSERTION: D_DECL_TYPERED is reported (decls: var).
 */
int x;
long x;
BEGIN { exit(0); }
