/*
 * ASSERTION: strrchr() compiles in its documented forms.
 */
BEGIN { trace(strrchr("a/b/c", '/')); }
