/*
 * ASSERTION: the built-in variable ppid compiles in a predicate, a trace() and a key.
 */
syscall::read:return /ppid/ { trace(ppid); @[ppid] = count(); }
