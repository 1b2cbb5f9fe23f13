/*
 * ASSERTION: an enumerator that counts past INT_MAX is D_DECL_ENOFLOW.
 */
enum big { LAST = 2147483647, NEXT };
BEGIN { exit(0); }
