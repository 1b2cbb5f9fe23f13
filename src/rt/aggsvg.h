/*
 * aggsvg.h - flame graphs and heat maps from a session's aggregations
 * (-x flamegraph=FILE.svg, -x heatmap=FILE.svg, -x heatmapinterval=T).
 *
 * The session starts it (aggsvg_start, before BEGIN), the consumer's loop
 * ticks it (aggsvg_deadline, aggsvg_tick: one heat-map column per
 * interval), and the end of the session writes the files (aggsvg_finish,
 * after the exit printout). Snapshots are agg.c's: a flame graph shows
 * what the exit printout shows; a heat map counts everything aggregated
 * in each interval, whatever clear() and trunc() did meanwhile.
 */
#ifndef RT_AGGSVG_H
#define RT_AGGSVG_H

#include <stdbool.h>
#include <stdint.h>

#include "agg.h"
#include "session.h"

/* Starts the heat maps' clock; nothing when neither option is set. */
void aggsvg_start(struct session *s);
/* When the next heat-map column is due (CLOCK_MONOTONIC ns), or UINT64_MAX. */
uint64_t aggsvg_deadline(const struct session *s);
/* Takes the heat maps' columns that are due at now. */
void aggsvg_tick(struct session *s, uint64_t now);
/* Takes the last column and writes every flame graph and heat map. Returns 0 or a negative errno. */
int aggsvg_finish(struct session *s);
/* True if aggregation ad has a stack() or ustack() key (a flame graph can draw it). */
bool aggsvg_has_stack(const struct agg_desc *ad);
/*
 * -x oformat=folded: prints snap as folded stacks, one line per distinct
 * stack, "frame;frame;...;frame value", from the root (the other keys,
 * then the user stack, then the kernel stack, as in the flame graph;
 * kernel frames end in "_[k]"), lines in name order. flamegraph.pl,
 * inferno and speedscope read it. Returns 0 or -EIO.
 */
int aggsvg_print_folded(struct session *s, const struct agg_snap *snap);
/* Frees what aggsvg_start() made (NULL state: nothing). */
void aggsvg_fini(struct session *s);

#endif
