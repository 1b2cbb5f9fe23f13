/*
 * ASSERTION: preprocessor directives other than #line, #ident and #pragma
 * need the C preprocessor: without -C they are an invalid control directive.
 */
#define N 10
BEGIN
{
	x = N;
}
