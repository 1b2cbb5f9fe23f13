/*
 * ASSERTION: printa() with a format and then a value that is not an aggregation is D_PRINTA_AGGARG.
 */
BEGIN { printa("%@u", 7); }
