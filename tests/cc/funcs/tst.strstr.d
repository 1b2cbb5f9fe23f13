/*
 * ASSERTION: strstr() compiles in its documented forms.
 */
BEGIN { trace(strstr(execname, "tr")); }
