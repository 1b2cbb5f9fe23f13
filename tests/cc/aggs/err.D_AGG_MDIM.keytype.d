/*
 * ASSERTION: D_AGG_MDIM is reported (aggs: keytype).
 */
BEGIN { @a[1] = count(); @a["x"] = count(); }
