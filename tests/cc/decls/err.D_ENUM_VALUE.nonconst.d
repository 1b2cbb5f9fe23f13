/*
 * ASSERTION: D_ENUM_VALUE is reported (decls: nonconst).
 */
enum e { A = pid };
BEGIN { exit(0); }
