/*
 * ASSERTION: the code shape of @[probefunc] = count(): the probe name copied into a zeroed key,
 * lookup, insert from the zero area with BPF_NOEXIST, lookup again, add one.
 */
syscall::read:entry { @[probefunc] = count(); }
