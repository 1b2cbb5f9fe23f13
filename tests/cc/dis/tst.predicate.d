/*
 * ASSERTION: the code shape of a string predicate on execname: the task's comm compared as two
 * words with the literal's (no copy, no bpf_strncmp), then one record with the traced pid.
 */
syscall::read:entry /execname == "ls"/ { trace(pid); }
