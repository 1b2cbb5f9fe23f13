/*
 * ASSERTION: assigning a whole D array is D_OP_ARRFUN.
 */
int a[3];
int b[3];
BEGIN { a = b; }
