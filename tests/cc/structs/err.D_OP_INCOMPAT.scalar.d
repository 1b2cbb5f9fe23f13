/*
 * ASSERTION: an integer cannot be assigned to a struct variable.
 */
struct pt { int x; };
struct pt p;
BEGIN { p = 1; }
