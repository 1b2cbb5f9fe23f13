/*
 * ASSERTION: D_DECL_ARRNULL is reported (decls: nodim).
 */
int a[];
BEGIN { exit(0); }
