/*
 * ASSERTION: the preprocessor's options (cpp, define, undef, incdir,
 * cpphdrs, cpppath, stdc) cannot be set from within a D program: cpp has
 * run, or not, by the time the pragma is read.
 */
#pragma D option define=FOO=1
BEGIN
{
	exit(0);
}
