/* ASSERTION: an inline associative array's arguments must suit its parameters' types. */
inline int f[int x] = x;
BEGIN { trace(f["a"]); }
