/*
 * ASSERTION: ustackdepth is a uint32_t usable in a predicate, a key,
 * trace() and arithmetic; in sched:::on-cpu it counts the arriving
 * thread's stashed stack.
 */
syscall::getppid:entry
/ustackdepth > 3/
{
	@[ustackdepth] = count();
	trace(ustackdepth * 2 + 1);
}

sched:::on-cpu
{
	trace(ustackdepth);
}
