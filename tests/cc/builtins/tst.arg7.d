/*
 * ASSERTION: the built-in variable arg7 compiles in a predicate, a trace() and a key.
 */
syscall::read:return /arg7/ { trace(arg7); @[arg7] = count(); }
