/*
 * ASSERTION: a normalize() factor that is a string is D_NORMALIZE_SCALAR.
 */
BEGIN { @ = sum(1); normalize(@, "ten"); }
