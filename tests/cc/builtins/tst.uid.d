/*
 * ASSERTION: the built-in variable uid compiles in a predicate, a trace() and a key.
 */
syscall::read:return /uid/ { trace(uid); @[uid] = count(); }
