/* ASSERTION: an inline associative array is not a scalar. */
inline int f[int x] = x;
BEGIN { trace(f); }
