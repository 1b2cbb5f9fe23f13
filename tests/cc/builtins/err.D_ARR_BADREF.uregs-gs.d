/*
 * ASSERTION: DTrace's register names that x86_64 Linux does not save at
 * kernel entry (the segment registers but CS and SS, the trap number)
 * are known, and uregs[] refuses them saying so.
 */
syscall::read:entry
{
	trace(uregs[R_GS]);
}
