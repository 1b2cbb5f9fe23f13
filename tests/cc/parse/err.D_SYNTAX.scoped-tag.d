/*
 * ASSERTION: a struct tag with the scoping operator is a syntax error.
 */
struct vmlinux`task { int x; };
BEGIN { exit(0); }
