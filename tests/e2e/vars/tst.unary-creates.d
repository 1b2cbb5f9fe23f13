/*
 * ASSERTION: a unary operator applied to an associative array's element,
 * a thread-local or a clause-local that nothing has assigned yet creates
 * it as an int64_t, as DTrace does: the predicate that reads pending[]
 * before the clause that counts it compiles, and reads 0.
 */
/* OPTIONS: -q */
BEGIN
/!pending["disk"] && -pending["disk"] == 0 && ~pending["disk"] == -1/
{
	printf("none pending\n");
}

BEGIN
/!self->seen/
{
	printf("not seen\n");
}

BEGIN
{
	pending["disk"]++;
	self->seen = 1;
}

BEGIN
/pending["disk"] && !!self->seen/
{
	printf("pending %d, seen %d\n", pending["disk"], self->seen);
	exit(0);
}
