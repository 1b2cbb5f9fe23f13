/*
 * ASSERTION: the built-in variable curthread compiles in a predicate, a trace() and a key.
 */
syscall::read:return /curthread/ { trace(curthread); @[curthread] = count(); }
