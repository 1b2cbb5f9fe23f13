/*
 * ASSERTION: args[] is typed per probe and usable as a value and a key.
 */
syscall::read:entry /args[0] == 0/ { trace(args[2]); @[args[0]] = sum(args[2]); }
