/*
 * metrics.h - aggregations as Prometheus text (exposition format 0.0.4):
 * what -x http serves at /metrics (rt/http.c). Formatting only.
 */
#ifndef OUT_METRICS_H
#define OUT_METRICS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "print.h"

/*
 * The metric family of aggregation ad (n entries): # HELP, # TYPE and one
 * series per distinct label set. stacks: stack keys become folded-stack
 * labels (-x metricstacks); without it they are left out and merged.
 */
int metrics_agg(FILE *f, const struct agg_desc *ad, const struct agg_entry *ents, size_t n,
		const struct print_opts *po, bool stacks);

/* dtrace_drops_total{kind="..."}: the run's drops so far, by kind. */
struct metrics_drop {
	const char *kind;
	uint64_t count;
};
void metrics_drops(FILE *f, const struct metrics_drop *d, size_t n);

#endif
