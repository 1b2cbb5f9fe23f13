/*
 * ASSERTION: trunc() compiles in its documented forms.
 */
BEGIN { @a[1] = count(); trunc(@a); trunc(@a, 3); }
