/*
 * ASSERTION: printa() with no argument at all is D_PROTO_LEN (its
 * prototype wants an aggregation); a format alone is D_PRINTA_PROTO.
 */
BEGIN { printa(); }
