/*
 * ASSERTION: a member a struct variable's type does not have is refused.
 */
struct pt { int x; };
struct pt p;
BEGIN { p.nosuch = 1; }
