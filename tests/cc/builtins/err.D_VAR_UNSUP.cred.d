/*
 * ASSERTION: D_VAR_UNSUP is reported when the struct a built-in variable
 * reads (uid of sched:::on-cpu's arriving thread: struct cred) is the
 * program's own declaration, without the kernel's members.
 */
struct cred { int x; };

sched:::on-cpu { trace(uid); }
