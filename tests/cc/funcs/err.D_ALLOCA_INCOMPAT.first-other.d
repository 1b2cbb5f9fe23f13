/*
 * ASSERTION: a variable that held another pointer cannot then hold an
 * alloca()'d one (a thread-local here).
 */
BEGIN
{
	self->a = (char *)curthread + 5;
}

BEGIN
{
	self->a = (char *)alloca(1);
}
