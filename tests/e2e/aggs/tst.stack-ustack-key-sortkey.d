/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: under aggsortkey, a key that is stack() in one clause and
 * ustack() in another sorts by the records' sizes first, as DTrace's
 * keys do: the kernel stack (2 frames, counted twice) before the user
 * stack (3 frames and the pid, counted once), though by value the user
 * stack would come first; aggsortrev turns it around.
 */
#pragma D option aggsortkey

syscall::getppid:entry
/pid == $target/
{
	@[stack(2)] = count();
	@[stack(2)] = count();
	@[ustack(3)] = count();
}

END
{
	printa(@);
	printf("--\n");
	setopt("aggsortrev");
	printa(@);
}
