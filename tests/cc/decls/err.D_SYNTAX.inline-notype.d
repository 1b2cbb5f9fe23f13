/*
 * ASSERTION: an inline whose type is not a type name is a syntax error
 * near it, as in DTrace (it was an internal error of the checker; found
 * by fuzzing).
 */
inline strilg G = "x";

BEGIN
{
	exit(0);
}
