/*
 * ASSERTION: an inline named after a built-in variable is an identifier
 * redeclared (D_DECL_IDRED).
 */
inline int timestamp = 0;
BEGIN { exit(0); }
