/*
 * ASSERTION: the built-in variable errno compiles in a predicate, a trace() and a key.
 */
syscall::read:return /errno/ { trace(errno); @[errno] = count(); }
