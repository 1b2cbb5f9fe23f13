/*
 * ASSERTION: printa() whose first argument is neither a format nor an aggregation is D_PRINTA_AGGARG.
 */
BEGIN { printa(7); }
