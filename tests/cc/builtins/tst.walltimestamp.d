/*
 * ASSERTION: the built-in variable walltimestamp compiles in a predicate, a trace() and a key.
 */
syscall::read:return /walltimestamp/ { trace(walltimestamp); @[walltimestamp] = count(); }
