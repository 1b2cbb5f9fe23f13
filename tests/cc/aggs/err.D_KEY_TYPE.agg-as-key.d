/*
 * ASSERTION: an aggregation cannot be the key of another (D_KEY_TYPE).
 */
BEGIN { @n = count(); @by[@n] = sum(1); }
