/*
 * ASSERTION: max() compiles in its documented forms.
 */
BEGIN { @ = max(arg0); }
