/*
 * ASSERTION: the built-in variable probename compiles in a predicate, a trace() and a key.
 */
syscall::read:return /probename/ { trace(probename); @[probename] = count(); }
