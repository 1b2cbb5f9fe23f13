/*
 * ASSERTION: the built-in variable arg6 compiles in a predicate, a trace() and a key.
 */
syscall::read:return /arg6/ { trace(arg6); @[arg6] = count(); }
