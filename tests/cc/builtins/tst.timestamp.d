/*
 * ASSERTION: the built-in variable timestamp compiles in a predicate, a trace() and a key.
 */
syscall::read:return /timestamp/ { trace(timestamp); @[timestamp] = count(); }
