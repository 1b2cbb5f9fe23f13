/*
 * ASSERTION: a ?: mixing alloca()'d and other pointers may be used where
 * it is not assigned, and NULL may be assigned to a variable holding an
 * alloca()'d pointer.
 */
BEGIN
{
	a = (char *)alloca(1);
	trace(a == NULL ? (char *)50 : a);
	a = NULL;
	a = (char *)alloca(2);
	a = a != NULL ? a : NULL;
}
