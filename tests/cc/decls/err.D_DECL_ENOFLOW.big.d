/*
 * ASSERTION: an enumerator past INT_MAX is D_DECL_ENOFLOW.
 */
enum big { HUGE = 0x80000000 };
BEGIN { exit(0); }
