/*
 * ASSERTION: D_DECL_USELESS is reported (decls: int).
 */
int;
BEGIN { exit(0); }
