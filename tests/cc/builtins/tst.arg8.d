/*
 * ASSERTION: the built-in variable arg8 compiles in a predicate, a trace() and a key.
 */
syscall::read:return /arg8/ { trace(arg8); @[arg8] = count(); }
