/*
 * ASSERTION: a void * has no element size to scale by: void * + int is
 * D_OP_INCOMPAT, as in DTrace.
 */
void *p;

BEGIN { q = p + 1; }
