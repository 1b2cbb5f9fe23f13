/*
 * ASSERTION: a string variable may be assigned the integer constant 0, a
 * null pointer constant in DTrace: it then holds no string (NULL), as
 * `self->name = 0;` frees a thread-local in scripts. Any other integer is
 * still incompatible.
 */
/* OPTIONS: -q */
BEGIN
{
	self->name = execname;
	names["k"] = "v";
	g = "global";
	self->name = 0;
	names["k"] = 0;
	g = 0;
	printf("%d %d %d\n", self->name == NULL, names["k"] == NULL, g == NULL);
	g = "again";
	printf("%s\n", g);
	exit(0);
}
