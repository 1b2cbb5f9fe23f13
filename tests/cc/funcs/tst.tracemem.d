/*
 * ASSERTION: tracemem() compiles in its documented forms.
 */
BEGIN { tracemem(curthread, 32); }
