/*
 * ASSERTION: a bit-field wider than its integer type is D_DECL_BFSIZE.
 */
struct s { int x : 65; };
BEGIN { exit(0); }
