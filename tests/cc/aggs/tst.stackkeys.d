/*
 * ASSERTION: stack() and ustack() can be aggregation keys, alone or with other keys.
 */
syscall::read:entry { @a[stack()] = count(); @b[ustack(), execname] = count(); @c[ustack(5)] = sum(arg2); }
