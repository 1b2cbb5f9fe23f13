/*
 * ASSERTION: a string variable of any kind may be assigned NULL, and a
 * string argument may be NULL (DTrace's const char *: a fault when it
 * runs); a string clause-local indexes as its characters.
 */
self string ts;
string g, a[int];

BEGIN
{
	g = NULL;
	self->ts = NULL;
	a[1] = NULL;
	this->l = "abc";
	this->l = NULL;
	x = strtok("abc", NULL);
	y = strlen(NULL);
	this->m = "xyz";
	z = this->m[1];
}
