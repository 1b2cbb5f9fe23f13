/*
 * ASSERTION: the built-in variable id compiles in a predicate, a trace() and a key.
 */
syscall::read:return /id/ { trace(id); @[id] = count(); }
