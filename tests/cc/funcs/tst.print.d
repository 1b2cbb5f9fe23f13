/*
 * ASSERTION: print() compiles for a kernel struct, a pointer, a string and an integer.
 */
BEGIN { print(*curthread); print(curthread); print(execname); print(1); }
