/*
 * ASSERTION: a global assigned by an earlier clause, or earlier in the
 * same clause, resolves; so does a thread-local variable whose only
 * assignment comes in a later clause (DTrace creates those on sight).
 */
BEGIN
{
	start = timestamp;
}

syscall::read:return
/self->ts/
{
	x = start;
	y = x + 1;
}

syscall::read:entry
{
	self->ts = timestamp;
}
