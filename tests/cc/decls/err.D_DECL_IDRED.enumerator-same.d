/*
 * ASSERTION: an enumerator repeated within one enum is an identifier redeclared (D_DECL_IDRED).
 */
enum traffic { STOP, WAIT, WAIT = 5, GO };
BEGIN { exit(0); }
