/*
 * ASSERTION: trunc() of a value that is not an aggregation is D_TRUNC_AGGARG.
 */
BEGIN { @ = sum(1); trunc(3); }
