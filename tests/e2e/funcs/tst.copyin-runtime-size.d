/*
 * ASSERTION: copyin()'s size may be known only when the probe fires (a
 * system call's byte count): the bytes are copied and end there for
 * stringof(); a size beyond the clause's scratch space (scratchsize,
 * 4096 bytes by default) is the out-of-scratch-space fault, as DTrace
 * reports a copy too big for its scratch space.
 */
/* OPTIONS: -q -c "/bin/echo hello world" */
syscall::write:entry
/pid == $target/
{
	printf("[%s] %d\n", stringof(copyin(arg1, arg2 - 1)), arg2);
	printf("[%s]\n", stringof(copyin(arg1, arg2 - 7)));
}

syscall::write:entry
/pid == $target/
{
	this->big = copyin(arg1, arg2 + 5000);
	printf("not reached\n");
}

dtrace:::ERROR
{
	printf("fault %d (out of scratch space: %d)\n", arg4, arg4 == DTRACEFLT_NOSCRATCH);
}
