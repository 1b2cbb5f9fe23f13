/*
 * ASSERTION: an element of a built-in array (args[], uregs[], fds[]) is no
 * memory of the traced system: taking its address is D_ADDROF_VAR (it was
 * a crash of the code generator; found by fuzzing).
 */
syscall::read:entry
{
	trace(&args[1]);
}
