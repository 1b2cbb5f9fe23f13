/*
 * OPTIONS: -q -c "$HELPERS/forkexec -n 2 /bin/true"
 * ASSERTION: proc:::create fires in the parent for each fork,
 * proc:::exec-success in the child once it runs the new program, and
 * proc:::exit in the child as it exits (args[0] is the reason,
 * CLD_EXITED = 1).
 */
proc:::create
/pid == $target/
{
	@create = count();
}
proc:::exec-success
/ppid == $target/
{
	@exec[execname] = count();
}
proc:::exit
/ppid == $target/
{
	@exit[args[0]] = count();
}
END
{
	printa("create %@d\n", @create);
	printa("exec %s %@d\n", @exec);
	printa("exit reason %d: %@d\n", @exit);
}
