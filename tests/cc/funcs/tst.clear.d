/*
 * ASSERTION: clear() compiles in its documented forms.
 */
BEGIN { @a = count(); clear(@a); }
