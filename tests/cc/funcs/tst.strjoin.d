/*
 * ASSERTION: strjoin() compiles in its documented forms.
 */
BEGIN { trace(strjoin(execname, "-x")); }
