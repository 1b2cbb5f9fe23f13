/*
 * ASSERTION: the built-in variable arg9 compiles in a predicate, a trace() and a key.
 */
syscall::read:return /arg9/ { trace(arg9); @[arg9] = count(); }
