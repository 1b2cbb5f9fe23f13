/*
 * ASSERTION: an aggregation alone as a statement is D_AGG_NULL (it has no effect).
 */
BEGIN { @a[1] = count(); @a[1]; }
