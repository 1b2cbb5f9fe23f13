/*
 * host.h - the compiler's host (struct cc_host) on the runtime side: probe
 * matching with DTrace's globbing over every provider, probe numbering, and
 * attach planning. Also the -l listing. No kernel access: providers offer
 * their probes from fixed tables.
 */
#ifndef RT_HOST_H
#define RT_HOST_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "../base/arena.h"
#include "../cc/cc.h"
#include "provider.h"

#define HOST_FIRST_DYNAMIC_ID 1000

struct host {
	struct arena *arena;          /* probes and attach points live here (the session's) */
	const struct provider_set *provs; /* whose probes it offers (prov/providers.c); NULL: none */
	struct cc_host cc_host;       /* what the compiler calls */
	struct probe **by_id;         /* known probes by id (NULL holes) */
	uint32_t *found_in;           /* by id: the match (match_seq) that last found the probe */
	uint32_t id_cap;
	uint32_t next_id;             /* next id for a probe numbered by the host */
	struct probe **by_name;       /* host-numbered probes, open addressing on their names */
	uint32_t *name_hash;          /* the names' hash of the probe in each slot of by_name */
	uint32_t name_cap, nnamed;
	/* the description being matched, and what matched it */
	const char *pat[4];
	const void *pdesc;            /* its NODE_PDESC while the compiler matches one, else NULL */
	struct probe **found;
	uint32_t nfound, found_cap;
	uint32_t match_seq;           /* host_match() calls so far */
	enum errtag match_tag;        /* why the last host_match() failed, in DTrace's words, */
	char match_msg[160];          /* where a provider said (host_match_fail); else "" */
	const char **type_names;      /* vmlinux BTF type names by id, "" for none, in arena (prov_fbt.c) */
	uint32_t ntype_names;
	/* attach points planned, in plan order */
	struct attach_point **points;
	uint32_t npoints;
};

/* Offers the probes of provs (NULL: none), kept in arena. */
void host_init(struct host *h, struct arena *arena, const struct provider_set *provs);
void host_fini(struct host *h);

/*
 * Collects every probe matching pd[0..3] into h->found/h->nfound (creating
 * and numbering them as needed). Returns 0 or a negative errno.
 */
int host_match(struct host *h, const char *const pd[4]);
/*
 * A provider's match: the description is in error (a process that does
 * not exist), with DTrace's tag and message (the compiler reports them);
 * the provider then returns a negative errno.
 */
void host_match_fail(struct host *h, enum errtag tag, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/*
 * Splits a probe specifier as -P/-m/-f/-n/-i write it into its four fields:
 * missing leading fields are empty (-n "BEGIN" is ":::BEGIN"); `last` is the
 * field the last given part lands in (0 = provider ... 3 = name).
 */
void host_split_desc(const char *spec, int last, char *buf, size_t len, const char *pd[4]);
/* Prints probes as dtrace -l does, sorted by id; verbose (-lv): with attributes and argument types. */
void host_list(struct host *h, FILE *f, struct probe **probes, uint32_t n, bool verbose);
/* Makes an attach point serving probes[0..n) of prv (sets each probe's ap). */
struct attach_point *host_new_point(struct host *h, const struct provider *prv, const char *name,
				    struct probe **probes, uint32_t n);
/*
 * The probe tmpl names, created and numbered on first sight (while tracing:
 * pid probes of a library just loaded).
 */
struct probe *host_intern(struct host *h, const struct probe *tmpl);
/* The probe with this id, or NULL. */
struct probe *host_probe(struct host *h, uint32_t id);

#endif
