/*
 * ASSERTION: avg() compiles in its documented forms.
 */
BEGIN { @ = avg(arg0); }
