/*
 * ASSERTION: the built-in variable pid compiles in a predicate, a trace() and a key.
 */
syscall::read:return /pid/ { trace(pid); @[pid] = count(); }
