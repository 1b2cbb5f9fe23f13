/*
 * ASSERTION: rindex() compiles in its documented forms.
 */
BEGIN { trace(rindex("abcabc", "bc")); }
