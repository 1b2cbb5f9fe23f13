/*
 * OPTIONS: -q -c "$HELPERS/syscalls read=4:300 getppid=6"
 * ASSERTION: sdt:SUBSYSTEM::EVENT probes every kernel tracepoint; args[]
 * are the tracepoint's fields after the common ones, in order (for
 * syscalls:sys_enter_read: __syscall_nr, fd, buf, count).
 */
sdt:syscalls::sys_enter_read
/pid == $target && args[1] == 42/
{
	@r = count();
	@bytes = sum(args[3]);
	@nr = max(args[0]);
}
sdt:syscalls::sys_enter_getppid
/pid == $target/
{
	@g = count();
}
sdt:sched::sched_process_exit
/pid == $target/
{
	printf("exit %s %d\n", execname, probemod == "sched");
}
END
{
	printa("reads %@d\n", @r);
	printa("bytes %@d\n", @bytes);
	printa("read is syscall %@d\n", @nr);
	printa("getppid %@d\n", @g);
}
