/*
 * ASSERTION: clear( ) of an aggregating function's result is not an
 * aggregation argument (D_CLEAR_AGGARG).
 */
BEGIN { clear(sum(1)); }
