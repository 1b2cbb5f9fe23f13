/*
 * OPTIONS: -q -c "$HELPERS/forkexec /bin/true"
 * ASSERTION: probes whose programs share one generated body
 * (proc:::exec-success and proc:::lwp-exit: one probe each, their
 * arguments read alike; cg.c "shared bodies") still each name their own
 * probe: probeprov, probefunc, probename and id, in a record each sends
 * (a record of its own) and in an aggregation key.
 */
proc:::exec-success, proc:::lwp-exit
/ppid == $target/
{
	printf("%s:%s:%s:%s %d\n", probeprov, probemod, probefunc, probename, id);
	@[probename, id] = count();
}
END
{
	printa("%s %d %@d\n", @);
}
