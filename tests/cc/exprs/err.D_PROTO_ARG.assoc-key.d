/*
 * ASSERTION: an associative array key of another type than before is D_PROTO_ARG.
 */
BEGIN { a[1] = 2; b = a["x"]; }
