/*
 * ASSERTION: substr() compiles in its documented forms.
 */
BEGIN { trace(substr("hello", 1)); trace(substr("hello", -3, 2)); }
