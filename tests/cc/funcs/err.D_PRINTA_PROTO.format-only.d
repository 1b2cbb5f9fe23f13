/*
 * ASSERTION: printa() with a format and no aggregation is D_PRINTA_PROTO.
 */
BEGIN { printa("%@d\n"); }
