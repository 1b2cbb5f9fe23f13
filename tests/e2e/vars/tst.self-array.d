/*
 * OPTIONS: -q -c "$HELPERS/syscalls read=2:10 write=3:20"
 * ASSERTION: thread-local associative arrays (self->a[key]) keep one
 * element per key per thread.
 */
BEGIN
{
	/* first assignments define the arrays (storing 0 creates no element) */
	self->bytes["init"] = 0;
	self->calls["init"] = 0;
}
syscall::read:entry,
syscall::write:entry
/pid == $target && (arg0 == 42 || arg0 == 43)/
{
	self->bytes[probefunc] += arg2;
	self->calls[probefunc]++;
}
syscall::exit_group:entry
/pid == $target/
{
	printf("read %d bytes in %d calls\n", self->bytes["read"], self->calls["read"]);
	printf("write %d bytes in %d calls\n", self->bytes["write"], self->calls["write"]);
	printf("never %d\n", self->bytes["never"]);
}
