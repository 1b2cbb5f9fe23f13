/* ASSERTION: an inline associative array takes as many arguments as it has parameters. */
inline int f[int x, int y] = x + y;
BEGIN { trace(f[1]); }
