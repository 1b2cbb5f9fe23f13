/*
 * ASSERTION: stack() compiles in its documented forms.
 */
BEGIN { stack(); stack(5); }
