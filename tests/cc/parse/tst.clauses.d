/*
 * ASSERTION: a program is any mix of clauses: one or more comma-separated
 * probe descriptions, an optional predicate, and a body; the last statement
 * of a body needs no ";", and a body may be empty.
 */
BEGIN
{
	x = 1;
	y = 2
}

BEGIN,
tick-1s, profile-997
/x == 1/
{
}

dtrace:::BEGIN /y/ { ; ; }

::BEGIN { z = x / y; }

BEGIN /x/ { exit(0) }
