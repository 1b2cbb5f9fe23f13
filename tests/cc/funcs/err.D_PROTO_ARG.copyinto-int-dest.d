/*
 * ASSERTION: copyinto()'s third argument, where the bytes go, must be a
 * pointer: an integer is D_PROTO_ARG.
 */
syscall::read:entry
{
	copyinto(arg1, 16, 4096);
}
