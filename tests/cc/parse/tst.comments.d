/*
 * ASSERTION: block comments anywhere (also between probe descriptions and
 * inside expressions), // comments, and backslash-newline inside a clause.
 */
BEGIN /* between the description and the body */ {
	x = 1 /* inside */ + 2; // to the end of the line
	y = x \
	    + 1;
}
// a description after a line comment
BEGIN
/x/ /* before the body */ { exit(0); }
