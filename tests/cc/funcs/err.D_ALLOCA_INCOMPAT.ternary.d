/*
 * ASSERTION: a ?: with an alloca()'d pointer on one side and another
 * pointer on the other cannot be assigned to a variable.
 */
BEGIN
{
	a = (char *)alloca(1);
	a = a == NULL ? (char *)50 : a;
}
