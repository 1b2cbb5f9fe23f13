/*
 * ASSERTION: an aggregating function's value that is a string is D_AGG_SCALAR.
 */
BEGIN { @ = sum(execname); }
