/*
 * ASSERTION: the built-in variable tid compiles in a predicate, a trace() and a key.
 */
syscall::read:return /tid/ { trace(tid); @[tid] = count(); }
