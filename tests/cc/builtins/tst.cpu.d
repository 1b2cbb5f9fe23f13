/*
 * ASSERTION: the built-in variable cpu compiles in a predicate, a trace() and a key.
 */
syscall::read:return /cpu/ { trace(cpu); @[cpu] = count(); }
