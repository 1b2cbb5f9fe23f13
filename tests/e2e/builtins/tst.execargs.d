/*
 * OPTIONS: -q -c "$HELPERS/syscalls 3 0 0"
 * ASSERTION: execargs is the process's argument list, as pr_psargs holds it
 * (DTrace's built-in string): at the target's own system calls it is the
 * command line -c gave, the program's path first.
 */
syscall::exit_group:entry
/pid == $target/
{
	printf("%s\n", strstr(execargs, "syscalls 3 0 0") != NULL ? "syscalls 3 0 0" : execargs);
	printf("%d\n", execargs == curpsinfo->pr_psargs);
	exit(0);
}
