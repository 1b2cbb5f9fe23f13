/*
 * ASSERTION: exit() compiles in its documented forms.
 */
BEGIN { exit(0); }
