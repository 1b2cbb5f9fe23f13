/*
 * ASSERTION: strlen() compiles in its documented forms.
 */
BEGIN { trace(strlen(execname)); }
