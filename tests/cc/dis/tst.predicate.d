/*
 * ASSERTION: the code shape of a string predicate: comm into scratch, bpf_strncmp against the
 * read-only string table, then one record with the traced pid.
 */
syscall::read:entry /execname == "ls"/ { trace(pid); }
