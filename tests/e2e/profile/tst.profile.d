/*
 * OPTIONS: -q -c "$HELPERS/syscalls spin=2000"
 * ASSERTION: profile-997 fires at 997 Hz on every CPU: a process that
 * spins for 2 s gets about 2000 samples (checked loosely by .post); arg1
 * (the user pc) is set in its samples and arg0 (kernel pc) is 0.
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
