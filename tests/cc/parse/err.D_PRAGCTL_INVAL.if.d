/*
 * ASSERTION: a C preprocessor conditional in a script compiled without -C is
 * an invalid control directive (D_PRAGCTL_INVAL).
 */
BEGIN { exit(0); }
#ifdef NEVER
#endif
