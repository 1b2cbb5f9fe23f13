/*
 * ASSERTION: sum() compiles in its documented forms.
 */
BEGIN { @ = sum(arg0); }
