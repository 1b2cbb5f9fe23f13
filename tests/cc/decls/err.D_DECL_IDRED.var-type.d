/*
 * ASSERTION: a global declared again with another type is an identifier redeclared (D_DECL_IDRED), as in DTrace.
 */
int x;
long x;
BEGIN { exit(0); }
