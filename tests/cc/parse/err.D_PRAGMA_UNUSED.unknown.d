/*
 * ASSERTION: #pragma D attributes naming an identifier the program never
 * declares is D_PRAGMA_UNUSED, as in DTrace ("func;" is not "func").
 */
void func(int, int);

#pragma D attributes Stable/Stable/Common func;

BEGIN
{
	exit(0);
}
