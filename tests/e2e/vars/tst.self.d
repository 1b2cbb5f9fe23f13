/*
 * OPTIONS: -c "$HELPERS/syscalls read=5:100 read=3:7"
 * ASSERTION: a thread-local set at entry is seen at the return of the
 * same thread's system call; storing 0 clears it, so the predicate of the
 * return clause holds exactly once per entry.
 */
#pragma D option quiet
syscall::read:entry
/pid == $target && arg0 == 42/
{
	self->size = arg2;
}
syscall::read:return
/self->size/
{
	@[self->size] = count();
	@total = sum(arg0);
	self->size = 0;
}
syscall::read:return
/self->size/
{
	printf("thread-local not cleared\n");
}
END
{
	printa("size %d: %@d calls\n", @);
	printa("bytes %@d\n", @total);
}
