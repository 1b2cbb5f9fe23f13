/*
 * ASSERTION: the built-in variable probeprov compiles in a predicate, a trace() and a key.
 */
syscall::read:return /probeprov/ { trace(probeprov); @[probeprov] = count(); }
