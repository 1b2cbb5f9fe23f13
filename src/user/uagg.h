/*
 * uagg.h - aggregations keyed by user stacks, for the updates that the
 * kernel could not unwind: they arrive as records (ACT_AGGREC), are unwound
 * here and gathered, and every snapshot of the aggregation adds them to
 * what its map holds (printa(), clear(), exit).
 */
#ifndef USER_UAGG_H
#define USER_UAGG_H

#include <stdint.h>

#include "../rt/session.h"

/*
 * Registers uagg.c with the session core: ACT_AGGREC actions with the
 * consumer (consume.h), its values with every snapshot (agg.h), its
 * release with session_close(). Before the first record is consumed.
 */
void uagg_init(struct session *s);

#endif
