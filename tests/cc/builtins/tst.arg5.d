/*
 * ASSERTION: the built-in variable arg5 compiles in a predicate, a trace() and a key.
 */
syscall::read:return /arg5/ { trace(arg5); @[arg5] = count(); }
