/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=1"
 * ASSERTION: in the -c process: pid == $target, execname is the program's
 * name, tid == pid for its one thread, curthread->pid == tid, ppid is
 * dtrace itself ($pid), uid is 0 (the tests run as root), and the probe
 * name variables describe the probe.
 */
syscall::getppid:entry
/pid == $target/
{
	printf("pid==$target %d\n", pid == $target);
	printf("execname %s\n", execname);
	printf("tid==pid %d\n", tid == pid);
	printf("curthread->pid==tid %d\n", curthread->pid == tid);
	printf("ppid==$pid %d\n", ppid == $pid);
	printf("uid %d gid %d\n", uid, gid);
	printf("probe %s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	printf("id==%d\n", id == 4 + 2 * 110);
}
