/*
 * defer.h - pid probes on libraries a process loads while it is traced
 * (see defer.c).
 */
#ifndef RT_DEFER_H
#define RT_DEFER_H

#include <stdbool.h>
#include <sys/types.h>

struct session;

/*
 * Watches the dynamic linker of process pid: from now on each change to
 * its list of objects stops the thread that made it until defer_loaded()
 * has placed the probes of what was added. Returns 0 or a negative errno
 * (logged); a process without a dynamic linker is not watched (a warning).
 */
int defer_arm(struct session *s, pid_t pid);
/* A REC_ID_DLOPEN record: adds the new libraries' probes, then lets the process go on. */
void defer_loaded(struct session *s);
/* Stops watching; a stopped process is let go. Safe to call more than once. */
void defer_disarm(struct session *s);
/* True if the signal-delivery stop of a traced process (-c) is defer.c's own SIGSTOP. */
bool defer_own_stop(pid_t pid);

/* prov_pid.c: the probes of the libraries process pid mapped since the last call. */
int pid_grow(struct session *s, pid_t pid);

#endif
