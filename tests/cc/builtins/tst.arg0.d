/*
 * ASSERTION: the built-in variable arg0 compiles in a predicate, a trace() and a key.
 */
syscall::read:return /arg0/ { trace(arg0); @[arg0] = count(); }
