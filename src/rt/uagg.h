/*
 * uagg.h - aggregations keyed by user stacks: their updates arrive as
 * records (ACT_AGGREC), are unwound here and gathered, then written to the
 * aggregation's map before anything reads it (printa(), clear(), exit).
 */
#ifndef RT_UAGG_H
#define RT_UAGG_H

#include <stdint.h>

#include "session.h"

/* Applies one ACT_AGGREC action of a record (data: after the rec_hdr). 0 or -errno. */
int uagg_update(struct session *s, const struct rec_action *a, const uint8_t *data);

/* Writes the updates gathered for aggregation agg to its map (before reading it). */
void uagg_flush(struct session *s, uint32_t agg);
/* Frees what uagg_update gathered. */
void uagg_fini(void);

#endif
