/*
 * ASSERTION: the address of a member of a D variable cannot be taken: it
 * is part of a dynamic variable.
 */
struct pt { int x; };
struct pt p;
BEGIN { y = &p.x; }
