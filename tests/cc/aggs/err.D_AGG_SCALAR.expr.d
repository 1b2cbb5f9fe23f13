/*
 * ASSERTION: D_AGG_SCALAR is reported (aggs: expr).
 */
BEGIN { @a = count(); x = @a; }
