/*
 * ASSERTION: exit( ) of a string is a prototype mismatch (exit takes an int), as in DTrace.
 */
BEGIN { exit("a"); }
