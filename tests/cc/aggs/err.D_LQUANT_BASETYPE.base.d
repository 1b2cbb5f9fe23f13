/*
 * ASSERTION: D_LQUANT_BASETYPE is reported (aggs: base).
 */
BEGIN { @ = lquantize(1, pid, 10, 1); }
