/*
 * ASSERTION: the built-in variable arg4 compiles in a predicate, a trace() and a key.
 */
syscall::read:return /arg4/ { trace(arg4); @[arg4] = count(); }
