/*
 * ASSERTION: D_AGG_FUNC is reported (aggs: notagg).
 */
BEGIN { @ = 1; }
