/*
 * ASSERTION: D_AGG_FUNC is reported (aggs: strlen).
 */
BEGIN { @ = strlen("a"); }
