/*
 * ASSERTION: lquantize() compiles in its documented forms.
 */
BEGIN { @ = lquantize(arg0, 0, 100, 10); @d = lquantize(arg0, -10, 10); }
