/*
 * ASSERTION: under #pragma D option oformat=json, strings are valid JSON
 * however they are made: quotes and backslashes escaped, control
 * characters as \n \t \r or \u00XX (DEL too), UTF-8 kept as it is, and
 * bytes that are not UTF-8 (a lone \377, a cut-short sequence) written as
 * \u00XX, the byte as a Latin-1 code point; in printf()'s message too.
 */
#pragma D option quiet
#pragma D option oformat=json

BEGIN
{
	trace("quote \" backslash \\ slash /");
	trace("tab\tnewline\ncr\rbell\a esc\033 del\177");
	trace("utf-8: é € 𝄞");
	trace("not utf-8: \377 \342\202 \300\200 end");
	printf("%s=\"%d\"\t\\\n", "key", 1);
	exit(0);
}
