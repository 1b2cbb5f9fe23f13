/*
 * ASSERTION: D_STRUCT_MEMBER is reported (decls: dup).
 */
struct s { int a; int a; };
BEGIN { exit(0); }
