/*
 * ASSERTION: += of a string is D_OP_INCOMPAT (DTrace looks at strings before integers).
 */
BEGIN { a = 1; a += "text"; }
