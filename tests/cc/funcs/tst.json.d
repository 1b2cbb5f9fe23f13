/*
 * ASSERTION: json( ) compiles with documents and selectors of every kind:
 * literals, variables, a user string, in a predicate and as a key, and
 * its result compares with NULL (json( ) returns a string or NULL).
 */
syscall::write:entry
/json(copyinstr(arg1, arg2), "a.b[0]") != NULL/
{
	this->doc = copyinstr(arg1, arg2);
	self->sel = "sizes[1].name";
	@[json(this->doc, self->sel)] = count();
	printf("%s\n", json("{\"x\": [1, 2]}", "x[1]"));
}
