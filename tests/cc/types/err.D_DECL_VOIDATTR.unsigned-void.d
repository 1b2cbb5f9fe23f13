/*
 * ASSERTION: unsigned with void is D_DECL_VOIDATTR.
 */
unsigned void *p;
BEGIN { exit(0); }
