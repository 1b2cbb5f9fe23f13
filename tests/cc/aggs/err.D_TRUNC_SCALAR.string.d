/*
 * ASSERTION: a trunc() count that is a string is D_TRUNC_SCALAR.
 */
BEGIN { @ = sum(1); trunc(@, "two"); }
