/*
 * ASSERTION: count() compiles in its documented forms.
 */
BEGIN { @ = count(); }
