/*
 * ASSERTION: the built-in variable arg3 compiles in a predicate, a trace() and a key.
 */
syscall::read:return /arg3/ { trace(arg3); @[arg3] = count(); }
