/*
 * ASSERTION: copyinto() and alloca() compile in their documented forms:
 * into alloca()'d scratch directly or through a clause-local, with a
 * constant or a computed size.
 */
syscall::read:entry
{
	this->buf = (char *)alloca(64);
	copyinto(arg1, 16, this->buf);
	copyinto(arg1, arg2 & 63, this->buf);
	copyinto(arg1, 8, alloca(8));
}
