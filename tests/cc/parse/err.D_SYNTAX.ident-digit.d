/*
 * ASSERTION: an identifier cannot begin with a digit: "int 9lives;" declares
 * nothing that parses (D_SYNTAX).
 */
int 9lives;
BEGIN { exit(0); }
