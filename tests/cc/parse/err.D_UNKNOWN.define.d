/*
 * ASSERTION: preprocessor directives other than #line, #ident and #pragma
 * need the C preprocessor (-C), which is not supported yet.
 */
#define N 10
BEGIN
{
	x = N;
}
