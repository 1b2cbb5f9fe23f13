/*
 * ASSERTION: parameters DTrace accepts: steps dividing the factor, steps a multiple of it that divide factor^(lmag+1), the largest magnitude that fits 64 bits, 65535 lquantize() levels.
 */
BEGIN { @a = llquantize(1, 10, 0, 6, 5); @b = llquantize(1, 10, 1, 6, 100); @c = llquantize(1, 10, 0, 18, 10); @d = lquantize(1, 0, 65535, 1); @e = llquantize(1, 2, 0, 62, 4); }
