/*
 * ASSERTION: the built-in variable execname compiles in a predicate, a trace() and a key.
 */
syscall::read:return /execname/ { trace(execname); @[execname] = count(); }
