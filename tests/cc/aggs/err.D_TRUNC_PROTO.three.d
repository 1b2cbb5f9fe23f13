/*
 * ASSERTION: trunc() with three arguments is D_TRUNC_PROTO.
 */
BEGIN { @ = sum(1); trunc(@, 1, 2); }
