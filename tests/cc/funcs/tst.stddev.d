/*
 * ASSERTION: stddev() compiles in its documented forms.
 */
BEGIN { @ = stddev(arg0); }
