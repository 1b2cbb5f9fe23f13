/*
 * ASSERTION: lltostr() compiles in its documented forms.
 */
BEGIN { trace(lltostr(pid)); trace(lltostr(-5, 10)); }
