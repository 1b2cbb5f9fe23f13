/*
 * OPTIONS: -q -c "$HELPERS/syscalls open=/nonexistent/dtrace-e2e"
 * ASSERTION: tracemem() prints memory as DTrace's hex dump: a header of
 * column offsets, then rows of offset, bytes in hex, and the printable
 * characters.
 */
syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/nonexistent/dtrace-e2e"/
{
	tracemem(copyin(arg1, 20), 20);
}
