#!/usr/sbin/dtrace -qs
/*
 * oomkill.d - processes killed by the kernel's out-of-memory killer, with
 * how much memory they had, and who was allocating when memory ran out.
 *
 * "Killed" and nothing in the program's log: was it the OOM killer? This
 * names the victim and the process whose allocation triggered the kill
 * (system wide, or in a memory cgroup at its limit).
 *
 * USAGE:    oomkill.d                   until Ctrl-C
 *
 * COLUMNS:  TIME       wall clock time of the kill
 *           TRIGGER    PID and name of the process that was allocating
 *           VICTIM     PID and name of the process chosen and killed
 *           SIZE       the victim's virtual size (KB, psinfo_t's pr_size)
 *           RSS        its resident size (KB, pr_rssize)
 *           ADJ        its oom_score_adj
 *
 * OPTIONS:  none.
 *
 * PROBES:   Linux has no stable provider for this: the kernel's
 *           oom:mark_victim tracepoint, through the rawtp provider for its
 *           BTF-typed arguments: args[0] the victim's task_struct, whose
 *           psinfo_t (xlate) gives its pid and name; its mm's counters give
 *           the sizes (pages).
 *
 * OVERHEAD: none until the OOM killer runs.
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%-20s %-24s %-24s %10s %10s %5s\n", "TIME", "TRIGGER", "VICTIM", "SIZE",
	    "RSS", "ADJ");
}

rawtp:oom::mark_victim
{
	this->victim = xlate <psinfo_t *> (args[0]);
	printf("%-20Y %-24s %-24s %10d %10d %5d\n", walltimestamp,
	    strjoin(lltostr(pid), strjoin(" ", execname)),
	    strjoin(lltostr(this->victim->pr_pid), strjoin(" ", this->victim->pr_fname)),
	    this->victim->pr_size, this->victim->pr_rssize,
	    args[0]->signal->oom_score_adj);
}
