/*
 * OPTIONS: -q -c /bin/true
 * ASSERTION: sdt:SUBSYSTEM::EVENT enables that kernel tracepoint; args[]
 * are its own fields in order (sched_process_exec: filename, which is not
 * an integer and reads as 0, then pid and old_pid); probemod is the
 * subsystem.
 */
sdt:sched::sched_process_exec
/pid == $target/
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	printf("filename %d pid %d old_pid %d\n", args[0], args[1] == pid, args[2] == pid);
}
