/*
 * ASSERTION: trace() of a struct records its bytes from memory, a D
 * variable or a translation's scratch; the value of a comma expression
 * is in none.
 */
struct s { int a; };
struct s a;

BEGIN { trace((0, a)); }
