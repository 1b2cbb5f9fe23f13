/*
 * ASSERTION: an associative array used with another number of keys is D_PROTO_LEN, as DTrace checks a signature.
 */
BEGIN { a[1] = 2; b = a[1, 2]; }
