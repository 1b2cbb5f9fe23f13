/*
 * ASSERTION: += on a void pointer is D_OP_VFPTR: it has no size to scale by.
 */
void *p;
BEGIN { p += 1; }
