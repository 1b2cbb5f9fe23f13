/*
 * ASSERTION: the built-in variable epid compiles in a predicate, a trace() and a key.
 */
syscall::read:return /epid/ { trace(epid); @[epid] = count(); }
