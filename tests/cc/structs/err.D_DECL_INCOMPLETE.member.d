/*
 * ASSERTION: a member of a struct declared but never defined is refused.
 */
struct rec { struct undefined_here u; int x; };
