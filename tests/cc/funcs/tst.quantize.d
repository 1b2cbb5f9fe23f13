/*
 * ASSERTION: quantize() compiles in its documented forms.
 */
BEGIN { @ = quantize(arg0); @w = quantize(arg0, 3); }
