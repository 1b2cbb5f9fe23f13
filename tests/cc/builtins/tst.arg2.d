/*
 * ASSERTION: the built-in variable arg2 compiles in a predicate, a trace() and a key.
 */
syscall::read:return /arg2/ { trace(arg2); @[arg2] = count(); }
