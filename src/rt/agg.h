/*
 * agg.h - aggregation snapshots: read every CPU's value of each key of an
 * aggregation map, merge them (print_agg_merge), and hand the entries to
 * the printer; clear() and trunc() on the maps.
 */
#ifndef RT_AGG_H
#define RT_AGG_H

#include <stddef.h>
#include <stdint.h>

#include "../out/print.h"
#include "session.h"

/* One aggregation's merged entries. */
struct agg_snap {
	const struct agg_desc *ad;
	uint8_t *keys;            /* n * ad->key_size */
	uint8_t *vals;            /* n * ad->val_size, merged across CPUs */
	struct agg_entry *ents;   /* n, pointing into keys and vals */
	size_t n;
};

/*
 * What a part above the core adds to the aggregations (user/uagg.c: the
 * ustack()-keyed updates the kernel could not unwind, which the consumer
 * unwound): agg.c calls it through this, never the part itself.
 */
struct agg_source {
	/* Adds what it gathered for aggregation agg to snap, just read from the map. */
	void (*merge)(struct session *s, uint32_t agg, struct agg_snap *snap);
	/* clear() of a min() or max() aggregation: what it gathered starts again. */
	void (*clear)(struct session *s, uint32_t agg);
};
/* Makes src the session's one source of values beyond the maps. */
void agg_set_source(struct session *s, const struct agg_source *src);

/* Snapshots aggregation agg. Returns 0 or a negative errno (logged). */
int agg_snapshot(struct session *s, uint32_t agg, struct agg_snap *snap);
/* The same, leaving alone what clear() and trunc() keep of the last snapshot (-x http). */
int agg_snapshot_view(struct session *s, uint32_t agg, struct agg_snap *snap);
void agg_snap_free(struct agg_snap *snap);
/*
 * The values as the map holds them (merged across CPUs), without the
 * clear()/trunc() baselines: for all but min() and max() they only grow.
 * No ents. Returns 0 or a negative errno (logged).
 */
int agg_snapshot_raw(struct session *s, uint32_t agg, struct agg_snap *snap);
/* printa(@a) / printa(fmt, @a, @b...): prints and marks them printed. */
int agg_printa(struct session *s, const char *fmt, const uint32_t *aggs, uint32_t naggs);
/* Forgets the values printa() printed in this record: a consumer-applied update changed them. */
void agg_forget(struct session *s, uint32_t agg);
/* At exit: prints, in id order, every aggregation that printa() did not print. */
int agg_print_unprinted(struct session *s);
/* Frees the clear()/trunc() baselines. */
/*
 * aggrate: with an aggrate slower than the switchrate, printa() prints the
 * aggregation as DTrace's consumer last snapshot it, at aggrate instants
 * (its first at the first pass over the records, a switchrate after
 * tracing starts). agg_rate_start() arms it when tracing starts (now:
 * CLOCK_MONOTONIC ns), agg_rate_deadline() is the next instant
 * (UINT64_MAX: none), agg_rate_tick() takes the snapshot when it is due.
 */
void agg_rate_start(struct session *s, uint64_t now);
uint64_t agg_rate_deadline(const struct session *s);
int agg_rate_tick(struct session *s, uint64_t now);
void agg_fini(struct session *s);
/* clear(@a): zeroes every value, keeping the keys. */
int agg_clear(struct session *s, uint32_t agg);
/* trunc(@a) removes every key; trunc(@a, n) keeps the n largest (n < 0: the -n smallest). */
int agg_trunc(struct session *s, uint32_t agg, bool has_n, int64_t n);

#endif
