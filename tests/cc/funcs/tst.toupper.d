/*
 * ASSERTION: toupper() compiles in its documented forms.
 */
BEGIN { trace(toupper(execname)); trace(tolower("ABC")); }
