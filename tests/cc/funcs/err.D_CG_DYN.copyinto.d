/*
 * ASSERTION: copyinto() of a constant size larger than any scratch it
 * could be given (4096 bytes) is refused at compile time.
 */
syscall::read:entry { copyinto(arg1, 8192, alloca(16)); }
