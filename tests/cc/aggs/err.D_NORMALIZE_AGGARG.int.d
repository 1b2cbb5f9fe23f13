/*
 * ASSERTION: normalize() of a value that is not an aggregation is D_NORMALIZE_AGGARG.
 */
BEGIN { @ = sum(1); normalize(1, 2); }
