/*
 * ASSERTION: a struct member declared twice is D_UNKNOWN, as DTrace reports it (the type library refuses the member).
 */
struct s { int a; int a; };
BEGIN { exit(0); }
