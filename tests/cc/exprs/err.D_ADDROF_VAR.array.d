/*
 * ASSERTION: & of a whole D array variable is D_ADDROF_VAR (&a[0] is allowed).
 */
int a[5];

BEGIN { p = &a; }
