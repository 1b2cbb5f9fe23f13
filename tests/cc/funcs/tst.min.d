/*
 * ASSERTION: min() compiles in its documented forms.
 */
BEGIN { @ = min(arg0); }
