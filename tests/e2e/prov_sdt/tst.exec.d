/*
 * OPTIONS: -q -c "$HELPERS/forkexec -n 1 /bin/true"
 * ASSERTION: sdt:SUBSYSTEM::EVENT enables that kernel tracepoint; args[]
 * are its own fields in order (sched_process_exec: filename, a
 * __data_loc string, then pid and old_pid); probemod is the subsystem.
 * (The -c process itself has exec'd before tracing starts, as with
 * DTrace: its child's exec is the one seen.)
 */
sdt:sched::sched_process_exec
/ppid == $target/
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	printf("filename %s pid %d old_pid %d\n", stringof(args[0]), args[1] == pid, args[2] == pid);
}
