/*
 * ASSERTION: llquantize() compiles in its documented forms.
 */
BEGIN { @ = llquantize(arg0, 10, 0, 6, 20); }
