/*
 * ASSERTION: D_KEY_TYPE is reported (aggs: structkey).
 */
BEGIN { @[*curthread] = count(); }
