/*
 * ASSERTION: an aggregation indexed as a two-dimensional array is D_AGG_MDIM.
 */
BEGIN { @a[1][2] = count(); }
