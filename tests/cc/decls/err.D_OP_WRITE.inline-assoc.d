/* ASSERTION: an inline associative array cannot be assigned. */
inline int f[int x] = x;
BEGIN { f[1] = 2; }
