/*
 * OPTIONS: -q -c "$HELPERS/forkexec -n 2 /bin/true"
 * ASSERTION: proc:::create fires in the parent for each fork,
 * proc:::exec in the child with args[0] the path it execs (a string),
 * proc:::exec-success in the child once it runs the new program, and
 * proc:::exit in the child as it exits (args[0] is the reason,
 * CLD_EXITED = 1).
 */
proc:::create
/pid == $target/
{
	@create = count();
}
proc:::exec
/ppid == $target/
{
	@path[args[0]] = count();
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
	printa("exec path %s %@d\n", @path);
	printa("exec %s %@d\n", @exec);
	printa("exit reason %d: %@d\n", @exit);
}
