/*
 * ASSERTION: an integer constant ends at its digits and suffix, as in DTrace's
 * lexer: "12abc" is the constant 12 and then the identifier abc, a syntax error.
 */
BEGIN
{
	x = 12abc;
}
