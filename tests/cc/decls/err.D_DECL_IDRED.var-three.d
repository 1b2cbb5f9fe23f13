/*
 * ASSERTION: the second of several conflicting declarations of a global is refused (D_DECL_IDRED).
 */
int nreqs;
short nreqs;
long nreqs;
BEGIN { nreqs = 1; }
