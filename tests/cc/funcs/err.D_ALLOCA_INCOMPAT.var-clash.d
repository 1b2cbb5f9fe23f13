/*
 * ASSERTION: a variable that held an alloca()'d pointer cannot hold
 * another pointer, even in another clause and after NULL.
 */
BEGIN
{
	a = (char *)alloca(1);
}

BEGIN
{
	b = (char *)curthread;
	a = NULL;
	a = b + 5;
}
