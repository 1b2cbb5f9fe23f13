/*
 * ASSERTION: normalize() without its factor is D_NORMALIZE_PROTO.
 */
BEGIN { @ = sum(1); normalize(@); }
