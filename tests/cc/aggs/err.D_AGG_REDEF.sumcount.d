/*
 * ASSERTION: D_AGG_REDEF is reported (aggs: sumcount).
 */
BEGIN { @a = count(); @a = sum(1); }
