/*
 * ASSERTION: D_LQUANT_STEPTYPE is reported (aggs: zero).
 */
BEGIN { @ = lquantize(1, 0, 10, 0); }
