/*
 * OPTIONS: -q -c "$HELPERS/syscalls spin=2000 cpu"
 * ASSERTION: profile-997 fires at 997 Hz on every CPU: a process that
 * spins gets about 997 samples per second of CPU it used (the helper
 * prints its CPU time as "cpu_ms N"; .post compares); in its samples
 * arg1 (the user pc) is set and arg0 (the kernel pc) is 0.
 */
profile-997
/pid == $target/
{
	@samples = count();
	@user = sum(arg1 != 0 && arg0 == 0);
}
END
{
	printa("samples %@d\n", @samples);
	printa("user %@d\n", @user);
}
