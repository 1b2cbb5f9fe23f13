/*
 * ASSERTION: an inline defined twice is D_DECL_IDRED.
 */
inline int limit = 10;
inline int limit = 20;
BEGIN { exit(0); }
