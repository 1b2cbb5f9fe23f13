/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: ucaller is the second frame ustack() shows: at a function's
 * entry the call in the function that called it (stacks is built
 * without frame pointers: main -> level1 -> level2 -> level3), at a
 * system call the call in the function that called libc's syscall().
 */
pid$target:stacks:level*:entry
{
	printf("%s <- %A\n", probefunc, ucaller);
}

syscall::getppid:entry
/pid == $target/
{
	printf("getppid <- %A\n", ucaller);
}
