/*
 * ASSERTION: indexing a void pointer is pointer arithmetic on void *: D_OP_INCOMPAT, as in DTrace.
 */
void *p;
BEGIN { x = p[1]; }
