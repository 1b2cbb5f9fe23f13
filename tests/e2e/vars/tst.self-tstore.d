/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=3 thread=5 getppid=2"
 * ASSERTION: a scalar thread-local (in task-local storage where the
 * kernel has it) holds a value per thread: each thread only ever sees
 * the tid it stored itself, never the other thread's; storing 0 clears
 * it (each thread's second return clears it, so its next entry reads 0
 * again): per thread, 2 entries see it unset and 3 see their own value.
 */
syscall::getppid:entry
/pid == $target/
{
	@[tid == pid ? "main" : "other",
	  self->v == 0 ? "unset" : self->v == tid ? "own" : "wrong"] = count();
	self->v = tid;
}
syscall::getppid:return
/pid == $target/
{
	self->n++;
}
syscall::getppid:return
/pid == $target && self->n == 2/
{
	self->v = 0;
}
END
{
	printa("%s %s %@d\n", @);
}
