/*
 * OPTIONS: -q -c "$HELPERS/syscalls sleep=50 sleep=50"
 * ASSERTION: rawtp:SUBSYSTEM::EVENT attaches a raw tracepoint whose args[]
 * carry the kernel's own argument types from BTF: in sched_switch,
 * args[1] and args[2] are the tasks leaving and taking the CPU.
 */
rawtp:sched::sched_switch
/args[1]->pid == $target/
{
	@off = count();
	@who[stringof(args[1]->comm)] = count();
}
END
{
	printa("%s switched out\n", @who);
	printa("%@d\n", @off);
}
