/*
 * ASSERTION: a struct member that is a function is D_DECL_VOIDOBJ.
 */
struct ops { int open(); };
BEGIN { exit(0); }
