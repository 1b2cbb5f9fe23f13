/*
 * defer.h - pid probes on libraries a process loads while it is traced
 * (see defer.c).
 */
#ifndef USER_DEFER_H
#define USER_DEFER_H

#include <stdbool.h>
#include <sys/types.h>

struct session;

/* Places the probes of the libraries process pid mapped since the last call (prov_pid.c's). */
typedef int defer_grow_fn(struct session *s, pid_t pid);
/*
 * Watches the dynamic linker of process pid: from now on each change to
 * its list of objects (a REC_ID_DLOPEN record, whose handler this
 * registers with the consumer) stops the thread that made it until grow
 * has placed the probes of what was added. Armed again for the same
 * process, it adds grow to the functions called (pid's and usdt's). Returns 0 or a negative errno
 * (logged); a process without a dynamic linker is not watched (a warning).
 */
int defer_arm(struct session *s, pid_t pid, defer_grow_fn *grow);
/* Stops watching; a stopped process is let go. Safe to call more than once. */
void defer_disarm(struct session *s);
/* True if the signal-delivery stop of a traced process (-c) is defer.c's own SIGSTOP. */
bool defer_own_stop(pid_t pid);


#endif
