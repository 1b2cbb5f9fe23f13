/*
 * ASSERTION: the built-in variable probefunc compiles in a predicate, a trace() and a key.
 */
syscall::read:return /probefunc/ { trace(probefunc); @[probefunc] = count(); }
