/*
 * ASSERTION: stringof() compiles in its documented forms.
 */
BEGIN { trace(stringof(curthread->comm)); }
