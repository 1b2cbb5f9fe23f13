/*
 * ASSERTION: a struct value that lies neither in memory nor in a D
 * variable (the value of a comma expression) cannot be assigned whole.
 * (A translated struct can: it is built in scratch.)
 */
struct s { int a; };
struct s a, b;

BEGIN { x = (a, b); }
