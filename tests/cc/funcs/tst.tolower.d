/*
 * ASSERTION: tolower() compiles in its documented forms.
 */
BEGIN { trace(tolower(execname)); }
