/*
 * OPTIONS: -q -c "$HELPERS/syscalls readfile=/etc/services:4096"
 * ASSERTION: fds[fd].fi_pathname names the file behind a descriptor (the
 * DESIGN's "what files am I reading?"): /etc/services, 12813 bytes, read
 * 4096 at a time, is five read() calls asking for 4096 each.
 */
syscall::read:entry
/pid == $target && arg0 == 44/
{
	@[fds[arg0].fi_pathname] = sum(arg2);
}
END
{
	printa("%s %@d\n", @);
}
