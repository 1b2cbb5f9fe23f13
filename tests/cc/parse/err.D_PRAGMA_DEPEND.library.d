/*
 * ASSERTION: a main program may not say which D library it depends on;
 * only libraries do (#pragma D depends_on library).
 */
#pragma D depends_on library procfs.d

BEGIN
{
	exit(0);
}
