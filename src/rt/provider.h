/*
 * provider.h - what a provider is (runtime): one file per provider
 * (prov/prov_<name>.c) exports one const struct provider; prov/providers.c
 * holds the only list, which main.c hands to the session (struct
 * provider_set): the core reaches providers only through this interface.
 * The dtrace provider (BEGIN, END, ERROR) is the session's own, in rt/.
 *
 * A provider offers probes to the host (host.c), which globs them against
 * probe descriptions, numbers and keeps them; it groups its enabled probes
 * into attach points for the compiler (plan), and attaches the loaded
 * program of each point to the kernel (attach/detach). Offering probes and
 * planning never touch the kernel, so -l, -e and -S need no privilege.
 */
#ifndef RT_PROVIDER_H
#define RT_PROVIDER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "../cc/probe.h"

struct host;
struct session;
struct bpf_prog_load_opts;
struct prov_table;

/*
 * Receives one probe a provider offers: tmpl holds prov/mod/func/name,
 * id (0 = let the host number it, from 1000 up), nargs/args and data.
 * Returns 0 to go on, or a negative errno to stop.
 */
typedef int probe_visit_fn(struct host *h, const struct probe *tmpl);

struct provider {
	const char *name;
	bool per_process;  /* named NAME<pid> in descriptions (pid1234); needs a literal pid */
	bool any_name;     /* per_process under whatever name its probes carry (USDT providers) */
	/* Offers every probe it always has (fixed, cheap: no kernel access). */
	int (*list)(const struct provider *prv, struct host *h, probe_visit_fn *visit);
	/* Offers probes made on demand for description pd[0..3] (e.g. profile-123ms); may be NULL. */
	int (*match)(const struct provider *prv, struct host *h, const char *const pd[4],
		     probe_visit_fn *visit);
	/*
	 * -lv: types those of prb's args[] that listing leaves untyped, where
	 * that takes reading the kernel (a tracepoint's format); may be NULL.
	 */
	void (*describe)(struct host *h, struct probe *prb);
	/* Groups its enabled probes into attach points (host_new_point). */
	int (*plan)(struct host *h, struct probe **probes, uint32_t n);
	bool plan_unmatched; /* plan is called with no probes too (pid: probes of libraries to come) */
	/*
	 * Sets what loading point ap's program needs beyond its type (fentry's
	 * target); may be NULL. Logs its own failures; returns 0 or a negative errno.
	 */
	int (*load_opts)(struct session *s, struct attach_point *ap, struct bpf_prog_load_opts *opts);
	/* Attaches the loaded program of point ap; logs its own failures. */
	int (*attach)(struct session *s, struct attach_point *ap, int prog_fd);
	/* Undoes attach; safe on a point that was never (or partly) attached. */
	void (*detach)(struct session *s, struct attach_point *ap);
	/* Its probes, for providers built on prov_table.c; NULL for others. */
	const struct prov_table *table;
};

/* The providers of a session (prov/providers.c). */
struct provider_set {
	const struct provider *const *list; /* NULL-terminated, in the order dtrace -l shows them */
	/* dtrace -lv: prints what follows a probe's line: its stability attributes and argument types */
	void (*print_info)(FILE *f, struct host *h, struct probe *prb);
};

/* rt/prov_dtrace.c: BEGIN, END and ERROR, fired by the session and the consumer. */
extern const struct provider prov_dtrace;

/* dtrace provider probe ids */
enum { PROV_DTRACE_BEGIN = 1, PROV_DTRACE_END = 2, PROV_DTRACE_ERROR = 3 };

/*
 * Runs the program of dtrace:::BEGIN, END or ERROR (if enabled) with args
 * as its arguments, by BPF_PROG_TEST_RUN. Returns 0 or a negative errno.
 */
int prov_dtrace_fire(struct session *s, uint32_t id, const uint64_t *args, uint32_t nargs);
/* True if dtrace:::<id> is enabled. */
bool prov_dtrace_enabled(const struct session *s, uint32_t id);

#endif
