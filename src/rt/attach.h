/*
 * attach.h - attaching loaded programs to the kernel, through each attach
 * point's provider, and the perf-event plumbing providers share.
 *
 * Everything is held by file descriptors (perf events with the program set
 * on them): when dtrace exits, however it exits, the kernel drops them all.
 * Nothing is pinned.
 */
#ifndef RT_ATTACH_H
#define RT_ATTACH_H

#include <linux/perf_event.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "session.h"

/* perf events opened for one attach point (ap->rt of tracepoint and profile points). */
struct attach_perf {
	int *fds;
	int nfds;
	int cap;     /* room in fds, where it grows (pid probes of libraries loaded later) */
};

/* Attaches every program but dtrace's BEGIN/END/ERROR. Returns 0 or a negative errno. */
int attach_all(struct session *s);
/* Detaches everything attach_all() attached (safe to call twice). */
void attach_detach_all(struct session *s);

/* The tracefs directory (mounted if it was not), or NULL with errno. */
const char *attach_tracefs(void);
/*
 * Calls fn for every tracepoint whose subsystem and event globs match
 * (a literal name is looked up directly, without listing the rest); stops
 * at non-zero, which it returns. No tracefs (or no privilege): no calls.
 */
typedef int attach_tracepoint_fn(void *ctx, const char *subsys, const char *event);
int attach_each_tracepoint(const char *subsys_pat, const char *event_pat, attach_tracepoint_fn *fn,
			   void *ctx);
/* The id of tracepoint cat/name, or a negative errno (-ENOENT: no such tracepoint). */
int attach_tracepoint_id(const char *cat, const char *name);
/*
 * The C types of tracepoint cat/event's fields at offset first_off and on, as
 * its format declares them ("unsigned int", "const char *", "char [16]"), in
 * arena a: at most max into types. Returns how many (0 if the format cannot
 * be read: no tracefs, no privilege).
 */
uint32_t attach_tracepoint_types(struct arena *a, const char *cat, const char *event, uint32_t first_off,
				 const char **types, uint32_t max);
/*
 * Opens perf event attr on every online CPU (or only the first when
 * one_cpu), sets prog_fd on each and enables it. `what` names the probe
 * in messages. Returns 0 or a negative errno (logged), with pf empty.
 */
int attach_perf_open(struct session *s, struct perf_event_attr *attr, bool one_cpu, int prog_fd,
		     const char *what, struct attach_perf *pf);
/* Opens perf event attr for process pid on any CPU (uprobes), sets prog_fd on it, enables it. */
int attach_perf_open_task(struct perf_event_attr *attr, pid_t pid, int prog_fd, const char *what,
			  struct attach_perf *pf);
/*
 * Attaches prog_fd as a uprobe (uretprobe when ret) at file offset off of
 * module mod (a basename, or "a.out") mapped in process pid, or of the
 * file mod names by its path (a library pid may map later), through the
 * uprobe PMU; ref_ctr_off, if not 0, is the file offset of a USDT
 * semaphore the kernel then counts up while the probe is on.
 */
int attach_uprobe(pid_t pid, const char *mod, uint64_t off, uint64_t ref_ctr_off, bool ret,
		  int prog_fd, const char *what, struct attach_perf *pf);
/*
 * Links prog_fd (a kprobe program) to one uprobe (uretprobe when ret) at
 * file offset off of path in process pid, through the uprobe PMU, with
 * the BPF cookie given. The link holds the perf event: returns the link's
 * fd (closing it detaches), or a negative errno.
 */
int attach_uprobe_link(int prog_fd, const char *path, uint64_t off, pid_t pid, bool ret, uint64_t cookie);
/* The same with a semaphore (a USDT probe's) at file offset ref_ctr_off (0: none). */
int attach_uprobe_link_sema(int prog_fd, const char *path, uint64_t off, uint64_t ref_ctr_off, pid_t pid,
			    bool ret, uint64_t cookie);
/* The uprobe PMU's perf event type (/sys/bus/event_source/devices/uprobe/type), or a negative errno. */
int attach_uprobe_pmu_type(void);
/* Closes what attach_perf_open opened; pf may be NULL. */
void attach_perf_close(struct attach_perf *pf);
/* Attaches prog_fd to raw tracepoint `event`; the link fd goes into pf (fd-based: closes with dtrace). */
int attach_raw_tp(const char *event, int prog_fd, const char *what, struct attach_perf *pf);
/* The same for a BTF-typed raw tracepoint program (tp_btf), loaded for `event`'s btf_trace_ type. */
int attach_raw_tp_btf(const char *event, int prog_fd, const char *what, struct attach_perf *pf);
/* The detach of every provider whose attach point's rt is a struct attach_perf. */
void attach_detach_perf(struct session *s, struct attach_point *ap);
/* Attaches prog_fd to tracepoint cat/name (it runs on every CPU). */
int attach_tracepoint(struct session *s, const char *cat, const char *name, int prog_fd,
		      const char *what, struct attach_perf *pf);

#endif
