/*
 * ASSERTION: D_DECL_REDEF is reported (decls: typedef).
 */
typedef int foo_t;
typedef long foo_t;
BEGIN { exit(0); }
