/*
 * OPTIONS: -q -c "$HELPERS/syscalls sleep=50"
 * ASSERTION: a char array (psinfo_t's pr_fname) as an aggregation key
 * prints as a string, "  %-50s", like a string key.
 */
sched:::off-cpu
/pid == $target/
{
	@[curpsinfo->pr_fname] = count();
}
