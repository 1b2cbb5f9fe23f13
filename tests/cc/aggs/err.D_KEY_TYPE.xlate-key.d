/*
 * ASSERTION: a translated pointer (curpsinfo) is dynamic and cannot be an aggregation key: D_KEY_TYPE.
 */
BEGIN { @[curpsinfo] = count(); }
