/*
 * ASSERTION: D_ENUM_DUPLICATE is reported (decls: dup).
 */
enum e { A, B };
enum f { A };
BEGIN { exit(0); }
