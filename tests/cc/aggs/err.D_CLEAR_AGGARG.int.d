/*
 * ASSERTION: clear() of a value that is not an aggregation is D_CLEAR_AGGARG.
 */
BEGIN { @ = count(); clear(1); }
