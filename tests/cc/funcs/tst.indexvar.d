/*
 * ASSERTION: index(), rindex() and strstr() compile with needles that are
 * not constants (a variable, execname, a string built at run time), with
 * and without a start, and in a predicate.
 */
string t;

syscall::openat:entry
/index(execname, t) >= 0/
{
	trace(index(execname, execname));
	trace(rindex(probefunc, t, 3));
	trace(strstr(execname, strjoin(t, "x")));
}
