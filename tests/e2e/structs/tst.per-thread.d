/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=3 thread=5 getppid=2"
 * ASSERTION: a self-> struct is per thread across firings, and an
 * associative array of structs keyed by thread accumulates as DTrace's
 * rwinfo example does: each thread's calls counted in its own struct.
 */
struct callinfo { uint64_t calls; uint64_t last; int tid; };
self struct callinfo me;
struct callinfo info[int];

syscall::getppid:entry
/pid == $target/
{
	self->me.calls++;
	self->me.tid = tid;
	info[tid].calls += 1;
	info[tid].last = self->me.calls;
}

proc:::exit
/pid == $target/
{
	exit(0);
}

syscall::getppid:entry
/pid == $target && self->me.calls == 5/
{
	printf("%s: %d %d %d\n", tid == pid ? "main" : "other", self->me.calls, info[tid].calls,
	    info[tid].last);
}
