/*
 * ASSERTION: an inline cannot take the name of a D subroutine or built-in
 * variable (D_DECL_IDRED).
 */
inline int strlen = 3;
BEGIN { exit(0); }
