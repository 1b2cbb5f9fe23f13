/*
 * ASSERTION: D_SIZEOF_TYPE is reported (exprs: void).
 */
BEGIN { x = sizeof (void); }
