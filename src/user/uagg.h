/*
 * uagg.h - aggregations keyed by user stacks, for the updates that the
 * kernel could not unwind: they arrive as records (ACT_AGGREC), are unwound
 * here and gathered, and every snapshot of the aggregation adds them to
 * what its map holds (printa(), clear(), exit).
 */
#ifndef RT_UAGG_H
#define RT_UAGG_H

#include <stdint.h>

#include "../rt/session.h"

/* Applies one ACT_AGGREC action of a record (data: after the rec_hdr). 0 or -errno. */
int uagg_update(struct session *s, const struct rec_action *a, const uint8_t *data);

struct agg_snap;
/* Adds the updates gathered for aggregation agg to snap (read from its map). */
void uagg_merge(struct session *s, uint32_t agg, struct agg_snap *snap);
/* clear() of a min() or max() aggregation: its gathered values start again. */
void uagg_clear(struct session *s, uint32_t agg);
/* Frees what uagg_update gathered. */
void uagg_fini(void);

#endif
