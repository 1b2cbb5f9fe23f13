/*
 * ASSERTION: D_KEY_TYPE is reported (exprs: assoc).
 */
BEGIN { a[1] = 2; b = a["x"]; }
