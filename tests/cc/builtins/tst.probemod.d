/*
 * ASSERTION: the built-in variable probemod compiles in a predicate, a trace() and a key.
 */
syscall::read:return /probemod/ { trace(probemod); @[probemod] = count(); }
