/*
 * ASSERTION: D_AGG_NULL is reported (aggs: printa).
 */
BEGIN { printa(@nosuch); }
