/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=3 thread=5 getppid=2"
 * ASSERTION: thread-local variables are per thread: the main thread's
 * counter reaches 5 (3 calls, then 2 after the other thread ran), the
 * other thread's reaches 5 on its own, and each thread sees only its own.
 */
self int n;

syscall::getppid:entry
/pid == $target/
{
	self->n++;
	@max[tid == pid ? "main" : "other"] = max(self->n);
	@calls[tid == pid ? "main" : "other"] = count();
}
END
{
	printa("%s: %@d calls, ", @calls);
	printf("\n");
	printa("%s: counter %@d\n", @max);
}
