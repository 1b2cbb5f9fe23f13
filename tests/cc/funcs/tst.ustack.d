/*
 * ASSERTION: ustack() compiles in its documented forms.
 */
BEGIN { ustack(); ustack(5); }
