/*
 * ASSERTION: index() searches for a string constant only (for now).
 */
BEGIN { trace(index(execname, execname)); }
