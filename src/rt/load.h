/*
 * load.h - creating the maps of a struct prog_desc and loading its
 * programs into the kernel, with verifier failures mapped back to D source.
 */
#ifndef RT_LOAD_H
#define RT_LOAD_H

#include "session.h"

/*
 * Creates every map (the ring buffer sized by -x bufsize; probe names and
 * string constants filled in), then loads every program with the map fds
 * patched in. Logs each failure once, naming the map or probe. Returns 0
 * or a negative errno.
 */
int load_all(struct session *s, const char *const *srcnames, uint32_t nsrcs);
/*
 * True if thread-locals may live in task-local storage in programs of this
 * type (cc_host.task_storage): as root, the kernel creates a task storage
 * map and loads such a program calling bpf_get_current_task_btf() and
 * bpf_task_storage_get(). Tried once per type; DTRACE_TLS=hash says no,
 * so that listings (-S) can be compared between kernels.
 */
bool load_task_storage_ok(enum prog_type type);
/* Closes every map and program fd; safe to call twice. */
void load_close(struct session *s);

#endif
