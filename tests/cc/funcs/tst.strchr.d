/*
 * ASSERTION: strchr() compiles in its documented forms.
 */
BEGIN { trace(strchr(execname, 'a')); trace(strrchr("a/b", '/')); }
