/*
 * ASSERTION: the built-in variable vtimestamp compiles in a predicate, a trace() and a key.
 */
syscall::read:return /vtimestamp/ { trace(vtimestamp); @[vtimestamp] = count(); }
