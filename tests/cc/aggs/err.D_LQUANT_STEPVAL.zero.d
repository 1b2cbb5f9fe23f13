/*
 * ASSERTION: D_LQUANT_STEPVAL is reported (aggs: zero).
 */
BEGIN { @ = lquantize(1, 0, 10, 0); }
