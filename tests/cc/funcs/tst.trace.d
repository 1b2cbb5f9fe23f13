/*
 * ASSERTION: trace() compiles in its documented forms.
 */
BEGIN { trace(1); trace("s"); trace(execname); }
