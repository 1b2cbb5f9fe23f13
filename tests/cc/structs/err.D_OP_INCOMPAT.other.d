/*
 * ASSERTION: a struct is assigned only from a struct of its own type,
 * however alike their members.
 */
struct pt { int x; };
struct other { int x; };
struct pt p;
struct other o;
BEGIN { p = o; }
