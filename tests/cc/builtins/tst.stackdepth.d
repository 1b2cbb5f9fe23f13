/*
 * ASSERTION: stackdepth and caller compile wherever a kernel stack does:
 * a raw tracepoint (which reads its MAPR_KFRAMES row), a perf event (which
 * reads none), sched:::on-cpu (the stash of the thread arriving) and
 * proc:::start (a thread that is not current and has no stash: zero),
 * as values, aggregation keys and %a arguments.
 */
syscall::read:entry
{
	@[stack(), stackdepth, caller] = count();
	printf("%d %a\n", stackdepth, caller);
}

profile-99
{
	@p[stackdepth, caller] = count();
}

sched:::on-cpu
{
	@s[stack(), stackdepth] = count();
	trace(caller);
}

proc:::start
{
	trace(stackdepth);
	trace(caller);
}
