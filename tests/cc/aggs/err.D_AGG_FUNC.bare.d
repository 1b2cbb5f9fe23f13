/*
 * ASSERTION: D_AGG_FUNC is reported (aggs: bare).
 */
BEGIN { count(); }
