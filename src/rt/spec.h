/*
 * spec.h - speculations on the consumer's side: records of a clause that
 * began with speculate(id) are held, per id, until a commit(id) record
 * performs them or a discard(id) record drops them.
 */
#ifndef RT_SPEC_H
#define RT_SPEC_H

#include <stddef.h>
#include <stdint.h>

#include "session.h"

/* Holds a copy of a whole record (header included) for speculation id; counts a drop if full. */
void spec_hold(struct session *s, uint64_t id, const void *rec, size_t len);
/*
 * Performs the records held for id, in the order they came, through fn,
 * then forgets them (commit). fn gets each record as the ring gave it.
 */
void spec_commit(struct session *s, uint64_t id, int (*fn)(void *ctx, void *rec, size_t len));
/* Forgets the records held for id (discard). */
void spec_discard(struct session *s, uint64_t id);
/* Frees everything held (records never committed are dropped silently, as DTrace does). */
void spec_fini(struct session *s);

#endif
