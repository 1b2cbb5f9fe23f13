/*
 * proc.h - the target process: -c CMD (created, held until tracing is
 * attached, then run) and -p PID (grabbed: checked and watched). Either way
 * tracing ends when it exits (s->target_pidfd becomes readable: the
 * consumer polls it for proc.c, consume_on_fd). A created process is traced
 * (ptrace) just enough to stop it as it exits, so that its user stacks
 * still symbolize. session_close() releases it (session_on_close).
 */
#ifndef USER_PROC_H
#define USER_PROC_H

#include "../rt/session.h"

/*
 * Forks CMD (split into words as DTrace does, no shell) held before exec,
 * so that $target is known before compiling. Returns 0 or a negative errno
 * (logged).
 */
int proc_create(struct session *s, const char *cmd);
/* Grabs running process pid: it must exist. */
int proc_grab(struct session *s, const char *pid);
/* Lets a created process exec its command (after attaching). */
int proc_release(struct session *s);

#endif
