/* ASSERTION: an inline associative array cannot stand for itself: the name is undefined in its expression. */
inline int f[int x] = f[x] + 1;
BEGIN { trace(f[1]); }
