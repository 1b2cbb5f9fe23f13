/*
 * ASSERTION: tracemem() takes two or three arguments (address, size,
 * and the size to show); a fourth is D_PROTO_LEN.
 */
BEGIN { tracemem(curthread, 8, 4, 2); }
