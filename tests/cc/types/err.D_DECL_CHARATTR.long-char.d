/*
 * ASSERTION: long with char is D_DECL_CHARATTR.
 */
BEGIN { x = (long char)1; }
