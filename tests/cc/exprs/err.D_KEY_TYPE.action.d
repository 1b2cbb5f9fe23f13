/*
 * ASSERTION: an action (a void value) as an aggregation key is D_KEY_TYPE.
 */
BEGIN { @[trace(0)] = count(); }
