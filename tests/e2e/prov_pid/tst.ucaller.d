/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: ucaller is the second frame ustack() shows: at a function's
 * entry the call in the function that called it (stacks is built
 * without frame pointers: main -> level1 -> level2 -> level3), on every
 * kernel: where it cannot unwind in the kernel (no may_goto, 6.9) it
 * reads the return address atop the stack at the entry.
 * (tst.ucaller-syscall.sh: at a system call.)
 */
pid$target:stacks:level*:entry
{
	printf("%s <- %A\n", probefunc, ucaller);
}
