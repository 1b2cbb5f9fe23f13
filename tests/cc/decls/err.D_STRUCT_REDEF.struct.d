/*
 * ASSERTION: D_STRUCT_REDEF is reported (decls: struct).
 */
struct s { int a; };
struct s { int b; };
BEGIN { exit(0); }
