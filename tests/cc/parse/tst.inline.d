/*
 * ASSERTION: inline definitions name a constant expression of a given type.
 */
inline int LIMIT = 10 * 2;
inline string GREETING = "hello";

BEGIN
/LIMIT > 1/
{
	trace(GREETING);
	exit(0);
}
