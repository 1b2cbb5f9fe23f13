/*
 * session.h - one tracing session: what the runtime stages share, from the
 * loaded maps and programs to the consumer's state. Opened and closed by
 * session.c; each stage (load.c, attach.c, consume.c, agg.c, proc.c) fills
 * its part. s->opt is set (options_init, -x) before session_open().
 */
#ifndef RT_SESSION_H
#define RT_SESSION_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "../base/arena.h"
#include "../cc/prog.h"
#include "../out/print.h"
#include "host.h"
#include "options.h"

struct ring_buffer;
struct spec_buf;
struct agg_base;
struct aggsvg;
struct http_server;
struct consume_table;
struct agg_source;
struct session;

/* What a part above the core releases at session_close() (session_on_close). */
typedef void session_close_fn(struct session *s);
#define SESSION_CLOSERS 8

struct session {
	struct arena arena;          /* prog_desc, probes, attach points: freed at exit */
	struct rt_options opt;
	struct host host;
	struct prog_desc *pd;
	FILE *out;                   /* -o FILE or stdout, or freopen()'s file */
	FILE *out_orig;              /* -o FILE or stdout: where freopen("") goes back to */
	struct print_opts po;
	int ncpus;                   /* possible CPUs (per-CPU map values) */
	int *cpus;                   /* online CPUs (perf events) */
	int nonline;
	/* load.c */
	int *map_fds;                /* pd->nmaps, -1 when not created */
	int *prog_fds;               /* pd->nprogs, -1 when not loaded */
	uint64_t *prog_misses;       /* pd->nprogs: the kernel's recursion_misses last reported */
	uint64_t *prog_target;       /* pd->nprogs: a fentry/fexit program's function: BTF object id
				      * << 32 | BTF type id (object 0: vmlinux's); 0 for others */
	int error_ring_fd;           /* dtrace:::ERROR's own ring buffer, -1 if not enabled */
	/* consume.c */
	struct ring_buffer *rb;
	struct ring_buffer *error_rb; /* read right after ERROR fires, so its output comes first */
	bool in_error;               /* performing ERROR's records: no ERROR for their faults */
	bool header_done;            /* the CPU ID FUNCTION:NAME header was printed */
	int flow_indent;             /* -F: current indent of the FUNCTION column */
	uint32_t flow_last_probe;    /* -F: the probe and clause of the last probe line (clause */
	uint32_t flow_last_clause;   /*     + 1; 0: none yet) */
	uint8_t *flow_held;          /* -F: a return probe's record, held until the next record */
	size_t flow_held_size;       /*     says whether its line unindents (consume.c) */
	uint64_t flow_held_at;       /*     and when it was held (CLOCK_MONOTONIC ns) */
	bool flow_not_last;          /* -F: the held record's clause is not its probe's last */
	bool exiting;                /* exit() seen, or the end was asked for */
	int status;                  /* exit status: exit()'s argument */
	bool *agg_printed;           /* pd->naggs: printa() printed it (not printed again at exit) */
	uint64_t *agg_normal;        /* pd->naggs: normalize() divisor, 0 = none (po.normal) */
	struct agg_base *agg_bases;  /* pd->naggs: clear()/trunc() baselines (agg.c) */
	uint64_t agg_rate_next;      /* the next aggrate instant (CLOCK_MONOTONIC ns); 0: not kept (agg.c) */
	struct aggsvg *svg;          /* -x flamegraph, -x heatmap (aggsvg.c); NULL if neither */
	struct http_server *http;    /* -x http (http.c); NULL without it */
	const struct agg_source *agg_source; /* what a part adds to every snapshot (agg.h); or NULL */
	struct consume_table *handlers; /* consume.c: what the parts registered (consume.h) */
	uint64_t rec_seq;            /* records performed so far */
	struct rt_state *last_state; /* ncpus: counters last reported */
	struct spec_buf *specs;      /* spec.c: records held per speculation */
	uint64_t spec_drops;         /* speculative records that did not fit (-x specsize) */
	uint64_t spec_drops_said;    /* ... of which reported */
	uint64_t spec_unavail;       /* speculations that found all -x nspec buffers in use */
	uint64_t spec_unavail_said;  /* ... of which reported */
	bool replaying;              /* performing committed records: speculate() is done */
	uint64_t *buf_used;          /* ncpus: bytes each CPU's principal buffer holds, counted as
				      * DTrace counts them (-x bufpolicy=fill and ring; consume.c) */
	struct held_recs *ring_held; /* ncpus: -x bufpolicy=ring: the records each CPU's ring keeps */
	bool buf_filled;             /* -x bufpolicy=fill: a CPU's buffer filled, tracing stopped */
	bool replaying_ring;         /* performing what the rings kept (consume_ring_flush) */
	bool draining;               /* session_end() reads what tracing left (consume.c) */
	/* proc.c: the -c / -p process */
	pid_t target;                /* 0 if none */
	bool target_is_child;        /* -c: we forked it */
	int target_pidfd;            /* readable when it exits; -1 */
	int target_gate;             /* -c: write end of the pipe the child waits on; -1 */
	bool target_exited;
	bool target_traced;          /* -c: ptrace stops it at exit, while its mappings last */
	int target_wake;             /* -c: readable when the target stopped (SIGCHLD); -1 */
	/* session.c */
	const struct provider_set *provs; /* the providers (prov/providers.c): set before session_open */
	session_close_fn *closers[SESSION_CLOSERS]; /* session_on_close(), in registration order */
	uint32_t nclosers;
};

/* Finds the CPUs, sets up the host, opens the output (-o FILE, appended; NULL = stdout). */
int session_open(struct session *s, const char *outfile);
/*
 * Lowers s->opt.bufsize to the largest ring this system can give: 2g at
 * most (the kernel's bound), and no more than a quarter of the memory
 * available or of the address space dtrace may use (RLIMIT_AS): the ring is
 * mapped into dtrace twice. DTrace's bufresize=auto lowers a buffer it
 * cannot allocate the same way; the caller says so as DTrace does.
 */
void session_fit_bufsize(struct session *s);
/* The largest buffer session_fit_bufsize() leaves: what this system can give one. */
uint64_t session_size_limit(void);
/* Fires BEGIN (every probe attached, none live yet), then makes every probe live and performs what BEGIN recorded. */
int session_begin(struct session *s);
/* Stops every probe, fires END, prints what remains (DTrace's end of a session). */
int session_end(struct session *s);
/* Releases everything: probes, maps, programs, the target, the output. */
void session_close(struct session *s);
/*
 * Has session_close() call fn once the probes are detached and the maps
 * and programs closed, the last registered first: how a part above the
 * core (user/proc.c, utab.c, uagg.c) has its state released without the
 * core calling up into it. Registering fn again does nothing.
 */
void session_on_close(struct session *s, session_close_fn *fn);

/*
 * The index of the map of role role (the first one), or -1; its fd is
 * s->map_fds[index]. Inline: every stage asks, and none calls back up into
 * session.c.
 */
static inline int session_map_index(const struct session *s, enum map_role role)
{
	for (uint32_t i = 0; i < s->pd->nmaps; i++)
		if (s->pd->maps[i].role == role)
			return (int)i;
	return -1;
}

#endif
