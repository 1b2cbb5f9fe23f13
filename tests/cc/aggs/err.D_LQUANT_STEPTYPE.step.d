/*
 * ASSERTION: D_LQUANT_STEPTYPE is reported (aggs: step).
 */
BEGIN { @ = lquantize(1, 0, 10, pid); }
