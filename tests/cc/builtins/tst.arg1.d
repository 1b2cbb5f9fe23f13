/*
 * ASSERTION: the built-in variable arg1 compiles in a predicate, a trace() and a key.
 */
syscall::read:return /arg1/ { trace(arg1); @[arg1] = count(); }
