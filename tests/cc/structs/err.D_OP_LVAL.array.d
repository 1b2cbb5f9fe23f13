/*
 * ASSERTION: an array member of a struct variable is not assigned whole.
 */
struct pt { int a[2]; };
struct pt p;
BEGIN { p.a = 0; }
