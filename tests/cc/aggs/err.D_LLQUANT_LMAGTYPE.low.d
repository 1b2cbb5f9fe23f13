/*
 * ASSERTION: D_LLQUANT_LMAGTYPE is reported (aggs: low).
 */
BEGIN { @ = llquantize(1, 10, pid, 6, 20); }
