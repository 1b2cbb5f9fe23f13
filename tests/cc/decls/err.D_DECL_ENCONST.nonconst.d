/*
 * ASSERTION: D_DECL_ENCONST is reported (decls: nonconst).
 */
enum e { A = pid };
BEGIN { exit(0); }
