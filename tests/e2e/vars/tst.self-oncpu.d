/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=4 sleep=100 sleep=100 sleep=100"
 * ASSERTION: a thread-local that sched:::on-cpu touches, where it is the
 * thread coming on CPU's and not the one running the program's, is the
 * same variable in every clause: stored as the target goes off CPU, it is
 * read and cleared as the target comes back, so each of the three 100 ms
 * sleeps is seen once. Another thread-local, touched only for the thread
 * running the program (in task storage where the kernel has it), works
 * beside it: the counter reaches 4.
 * Only the target's sleeps are timed (it goes off CPU asleep): it also goes
 * off CPU when preempted and when stopped at its exit for dtrace (-c), and
 * under load either can last 90 ms too.
 * The kernel now and then runs a thread again with no sched_switch naming
 * it (seen with its own sched_switch trace event as well), so no on-cpu
 * fires for that wakeup: such a sleep is found as the target leaves the
 * CPU again with self->off still set, and counted apart; .post allows one
 * (a broken on-cpu would leave every sleep so).
 */
sched:::off-cpu
/pid == $target && self->off/
{
	@unseen = count();
	self->off = 0;
}
sched:::off-cpu
/pid == $target && curlwpsinfo->pr_state == SSLEEP/
{
	self->off = timestamp;
}
sched:::on-cpu
/self->off/
{
	@slept = sum(timestamp - self->off >= 90000000 ? 1 : 0);
	self->off = 0;
}
syscall::getppid:entry
/pid == $target/
{
	self->n++;
	@n = max(self->n);
}
END
{
	printa("long sleeps %@d\n", @slept);
	printa("getppid counter %@d\n", @n);
	printa("unseen wakeups %@d\n", @unseen);
}
