/*
 * ASSERTION: ++ needs a scalar: not a struct member of a struct variable.
 */
struct in { int z; };
struct pt { struct in in; };
struct pt p;
BEGIN { p.in++; }
