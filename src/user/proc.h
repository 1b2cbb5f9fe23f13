/*
 * proc.h - the target process: -c CMD (created, held until tracing is
 * attached, then run) and -p PID (grabbed: checked and watched). Either way
 * tracing ends when it exits (s->target_pidfd becomes readable). A created
 * process is traced (ptrace) just enough to stop it as it exits, so that
 * its user stacks still symbolize.
 */
#ifndef RT_PROC_H
#define RT_PROC_H

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
/*
 * After s->target_wake became readable: handles the traced target's stops.
 * Returns true when it is stopped at its exit, its mappings still readable:
 * the caller reads what it needs (records, symbols), then proc_resume().
 */
bool proc_at_exit(struct session *s);
/* Lets the target go on from its exit stop. */
void proc_resume(struct session *s);
/* Kills a created process that is still running and closes everything. */
void proc_fini(struct session *s);

#endif
