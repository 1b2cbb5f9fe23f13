/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: an aggregation keyed by stack() in one clause and ustack()
 * in another prints each entry as its own kind through printa("%k"),
 * sorted by value; printa(@a, @b) joins it with an aggregation keyed by
 * stack() alone on the kernel stack (the user stack's row has no @b
 * value: 0); trunc() keeps the largest entry, the user stack.
 */
syscall::getppid:entry
/pid == $target/
{
	@a[stack()] = count();
	@b[stack()] = sum(7);
}

syscall::getppid:entry
/pid == $target/
{
	@a[ustack(4)] = count();
	@a[ustack(4)] = count();
}

END
{
	printa("%k %@d\n", @a);
	printf("--\n");
	printa("%k %@d %@d\n", @a, @b);
	printf("--\n");
	trunc(@a, 1);
	printa("%k %@d\n", @a);
}
