/*
 * ASSERTION: a struct the program defined already, defined again, is
 * D_DECL_TYPERED "type redeclared", as in DTrace.
 */
struct s { int a; };
struct s { int b; };
BEGIN { exit(0); }
