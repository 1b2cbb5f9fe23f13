/*
 * ASSERTION: the code shape of quantize(): the branch-free bucket computation.
 */
BEGIN { @ = quantize(arg0); }
