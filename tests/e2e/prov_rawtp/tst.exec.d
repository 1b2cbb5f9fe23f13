/*
 * OPTIONS: -q -c "$HELPERS/forkexec /bin/true"
 * ASSERTION: rawtp:SUBSYSTEM::EVENT probes a raw tracepoint with its
 * arguments typed from BTF: sched_process_exec's args[0] is the
 * task_struct (its comm is the new program's name) and args[1] the pid.
 */
rawtp:sched::sched_process_exec
/ppid == $target/
{
	printf("exec %s %d\n", stringof(args[0]->comm), args[1] == pid);
}
