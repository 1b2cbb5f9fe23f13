/*
 * ASSERTION: D_AGG_MDIM is reported (aggs: nkeys).
 */
BEGIN { @a[1] = count(); @a[1, 2] = count(); }
