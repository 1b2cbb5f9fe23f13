/*
 * ASSERTION: index() compiles in its documented forms.
 */
BEGIN { trace(index(execname, "ta")); trace(index("abcabc", "c", 3)); trace(rindex("abcabc", "c")); }
