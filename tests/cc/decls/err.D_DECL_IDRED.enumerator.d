/*
 * ASSERTION: an enumerator declared again, even in another enum, is an identifier redeclared (D_DECL_IDRED).
 */
enum e { A, B };
enum f { A };
BEGIN { exit(0); }
