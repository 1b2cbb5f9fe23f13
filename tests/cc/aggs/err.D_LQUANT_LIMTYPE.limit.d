/*
 * ASSERTION: D_LQUANT_LIMTYPE is reported (aggs: limit).
 */
BEGIN { @ = lquantize(1, 0, pid, 1); }
