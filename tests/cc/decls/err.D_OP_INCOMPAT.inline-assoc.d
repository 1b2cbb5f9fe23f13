/* ASSERTION: an inline associative array's expression must suit its type. */
inline string f[int x] = x;
BEGIN { trace(f[1]); }
