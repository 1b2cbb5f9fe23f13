/*
 * ASSERTION: kernel arrays are checked against their BTF dimension too
 * (task_struct.comm is char[16]).
 */
BEGIN { trace(curthread->comm[16]); }
