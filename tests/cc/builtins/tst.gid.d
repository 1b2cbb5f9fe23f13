/*
 * ASSERTION: the built-in variable gid compiles in a predicate, a trace() and a key.
 */
syscall::read:return /gid/ { trace(gid); @[gid] = count(); }
