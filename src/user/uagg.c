/*
 * uagg.c - aggregations keyed by user stacks (see uagg.h).
 *
 * The kernel unwinds ustack() keys itself where it has the process's
 * tables (cc/cg_ustack.c). Where it has not, it sends the update as a
 * record (ACT_AGGREC: the keys with the stack raw, then the value and the
 * increment); here the stack is unwound into the key layout the map has
 * for ustack() keys (pid, pcs, 0), the process's tables are made for next
 * time (utab.c), and the value is gathered here. The map is never written
 * from here (the kernel writes it): every snapshot adds what was gathered,
 * so printa(), clear(), trunc() and the exit printout see one aggregation.
 */
#include "uagg.h"

#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "../cc/aggdef.h"
#include "../cc/utab.h"
#include "../out/print.h"
#include "../rt/agg.h"
#include "../rt/consume.h"
#include "../sym/unwind.h"
#include "utab.h"

/* Builds the map key of the record's keys at key (ad->key_size bytes, zeroed). */
static void build_key(const struct agg_desc *ad, const struct rec_action *a, const uint8_t *data,
		      uint8_t *key)
{
	for (uint32_t k = 0; k < ad->nkeys && k < a->nfields; k++) {
		const struct rec_field *kf = &ad->keys[k], *rf = &a->fields[k];

		if (rf->kind == FIELD_USTACK_RAW) {
			uint32_t depth = kf->size / 8 >= 2 ? kf->size / 8 - 2 : 0;
			uint64_t *pcs, hdr[5];

			if (rf->depth && rf->depth < depth) /* ustack(N) in a key that holds deeper ones */
				depth = rf->depth;
			pcs = xcalloc(depth + 2, sizeof(*pcs));
			if (rf->size >= sizeof(hdr)) {
				memcpy(hdr, data + rf->off, sizeof(hdr));
				if (hdr[4] != UTAB_UNWOUND)
					utab_need((pid_t)hdr[0]); /* the kernel had no table for it */
			}
			unwind_raw(data + rf->off, rf->size, pcs, depth);
			pcs[0] = (uint32_t)pcs[0] | STACK_KEY_WORD(depth, false);
			memcpy(key + kf->off, pcs, (depth + 2) * 8 < kf->size ? (depth + 2) * 8 : kf->size);
			free(pcs);
		} else if (rf->kind == FIELD_STACK && kf->kind == FIELD_USTACK && kf->size >= 16) {
			/* stack() in a key that holds ustack() elsewhere: marked where the pid would be */
			uint32_t depth = rf->depth < kf->depth ? rf->depth : kf->depth;
			uint64_t tag = STACK_KEY_WORD(depth, true);

			memcpy(key + kf->off, &tag, 8);
			if (depth * 8 > rf->size)
				depth = rf->size / 8;
			memcpy(key + kf->off + 8, data + rf->off, depth * 8); /* the rest stays 0 */
		} else {
			/* integers were widened to 8 bytes (little-endian): the low bytes are the value */
			memcpy(key + kf->off, data + rf->off, rf->size < kf->size ? rf->size : kf->size);
		}
	}
}

/* 128-bit add of v * v to the sum of squares at w[AGGV_SUMSQ_LO..HI]. */
static void add_square(uint64_t *w, int64_t v)
{
	uint64_t mag = v < 0 ? -(uint64_t)v : (uint64_t)v;
	unsigned __int128 sq = (unsigned __int128)mag * mag;
	unsigned __int128 sum = ((unsigned __int128)w[AGGV_SUMSQ_HI] << 64 | w[AGGV_SUMSQ_LO]) + sq;

	w[AGGV_SUMSQ_LO] = (uint64_t)sum;
	w[AGGV_SUMSQ_HI] = (uint64_t)(sum >> 64);
}

/* Applies f(v) with increment incr to one CPU's value w, as cg_agg.c does in BPF. */
static void apply(const struct agg_desc *ad, uint64_t *w, int64_t v, int64_t incr)
{
	const int64_t *p = ad->param;

	switch (ad->func) {
	case AGG_COUNT: w[0] += (uint64_t)incr; break;
	case AGG_SUM: w[0] += (uint64_t)v; break;
	case AGG_AVG:
		w[AGGV_COUNT]++;
		w[AGGV_SUM] += (uint64_t)v;
		break;
	case AGG_MIN:
	case AGG_MAX:
		if (!w[AGGV_SET] || (ad->func == AGG_MIN ? v < (int64_t)w[AGGV_MINMAX] : v > (int64_t)w[AGGV_MINMAX])) {
			w[AGGV_MINMAX] = (uint64_t)v;
			w[AGGV_SET] = 1;
		}
		break;
	case AGG_STDDEV:
		w[AGGV_COUNT]++;
		w[AGGV_SUM] += (uint64_t)v;
		add_square(w, v);
		break;
	case AGG_QUANTIZE: w[agg_quantize_bucket(v)] += (uint64_t)incr; break;
	case AGG_LQUANTIZE: w[agg_lquantize_bucket(v, p[0], p[1], p[2])] += (uint64_t)incr; break;
	case AGG_LLQUANTIZE: w[agg_llquantize_bucket(v, p[0], p[1], p[2], p[3])] += (uint64_t)incr; break;
	case AGG__COUNT: break;
	}
}

/*
 * Updates are gathered here, one value per key (as one CPU's), for the
 * whole session: the kernel updates the same map for the stacks it
 * unwinds itself, so writing these into it would race with it. Each
 * snapshot adds them to what it read from the map (uagg_merge); the
 * baselines of clear() and trunc() apply to the sum, as to any value.
 */
struct pending {
	size_t cap, n;             /* slots (a power of two), used */
	uint8_t *keys, *vals;      /* cap * key_size, cap * val_size */
	bool *used;
};

static struct pending *pendings;   /* one per aggregation, by id */
static uint32_t npendings;

static uint64_t hash_key(const uint8_t *k, size_t n)
{
	uint64_t h = 1469598103934665603ull;

	for (size_t i = 0; i < n; i++)
		h = (h ^ k[i]) * 1099511628211ull;
	return h;
}

/* The slot of key in p: its own, or the empty one where it would go (p->cap > 0). */
static size_t pending_slot(const struct pending *p, const struct agg_desc *ad, const uint8_t *key)
{
	size_t i = hash_key(key, ad->key_size) & (p->cap - 1);

	while (p->used[i] && memcmp(p->keys + i * ad->key_size, key, ad->key_size))
		i = (i + 1) & (p->cap - 1);
	return i;
}

/* The value slot of key in p (zeroed if new). */
static uint8_t *pending_val(struct pending *p, const struct agg_desc *ad, const uint8_t *key)
{
	size_t i;

	if (p->n * 2 >= p->cap) {
		struct pending old = *p;

		p->cap = old.cap ? old.cap * 2 : 64;
		p->n = 0;
		p->keys = xcalloc(p->cap, ad->key_size);
		p->vals = xcalloc(p->cap, ad->val_size);
		p->used = xcalloc(p->cap, sizeof(*p->used));
		for (size_t j = 0; j < old.cap; j++)
			if (old.used[j])
				memcpy(pending_val(p, ad, old.keys + j * ad->key_size),
				       old.vals + j * ad->val_size, ad->val_size);
		free(old.keys);
		free(old.vals);
		free(old.used);
	}
	i = pending_slot(p, ad, key);
	if (!p->used[i]) {
		p->used[i] = true;
		p->n++;
		memcpy(p->keys + i * ad->key_size, key, ad->key_size);
		memset(p->vals + i * ad->val_size, 0, ad->val_size);
	}
	return p->vals + i * ad->val_size;
}

/* Applies one ACT_AGGREC action of a record (data: after the rec_hdr). 0 or -errno. */
static int uagg_update(struct session *s, const struct rec_action *a, const uint8_t *data)
{
	const struct agg_desc *ad = &s->pd->aggs[a->aggs[0]];
	uint8_t *key;
	int64_t v, incr;

	if (a->nfields < ad->nkeys + 2)
		return 0;
	if (!pendings) {
		npendings = s->pd->naggs;
		pendings = xcalloc(npendings + 1, sizeof(*pendings));
	}
	v = *(const int64_t *)(const void *)(data + a->fields[ad->nkeys].off);
	incr = *(const int64_t *)(const void *)(data + a->fields[ad->nkeys + 1].off);
	key = xcalloc(1, ad->key_size);
	build_key(ad, a, data, key);
	apply(ad, (uint64_t *)(void *)pending_val(&pendings[ad->id], ad, key), v, incr);
	free(key);
	return 0;
}

/* Adds the updates gathered for aggregation agg to snap (read from its map). */
static void uagg_merge(struct session *s, uint32_t agg, struct agg_snap *snap)
{
	const struct agg_desc *ad = &s->pd->aggs[agg];
	struct pending *p = agg < npendings && pendings ? &pendings[agg] : NULL;
	struct pending in = { 0 }; /* the snapshot's keys, to find them: slot -> index + 1 */
	size_t *index, added = 0;

	if (!p || !p->n)
		return;
	for (size_t i = 0; i < snap->n; i++)
		pending_val(&in, ad, snap->keys + i * ad->key_size);
	index = xcalloc(in.cap ? in.cap : 1, sizeof(*index));
	for (size_t i = 0; i < snap->n; i++)
		index[pending_slot(&in, ad, snap->keys + i * ad->key_size)] = i + 1;
	snap->keys = xrealloc(snap->keys, (snap->n + p->n) * ad->key_size);
	snap->vals = xrealloc(snap->vals, (snap->n + p->n) * ad->val_size);
	for (size_t j = 0; j < p->cap; j++) {
		const uint8_t *key = p->keys + j * ad->key_size, *val = p->vals + j * ad->val_size;
		size_t at = in.cap ? index[pending_slot(&in, ad, key)] : 0;

		if (!p->used[j])
			continue;
		if (at) {
			print_agg_merge(ad, snap->vals + (at - 1) * ad->val_size, val);
			continue;
		}
		memcpy(snap->keys + (snap->n + added) * ad->key_size, key, ad->key_size);
		memcpy(snap->vals + (snap->n + added) * ad->val_size, val, ad->val_size);
		added++;
	}
	snap->n += added;
	free(index);
	free(in.keys);
	free(in.vals);
	free(in.used);
}

/* clear() of a min() or max() aggregation: its gathered values start again. */
static void uagg_clear(struct session *s, uint32_t agg)
{
	struct pending *p = agg < npendings && pendings ? &pendings[agg] : NULL;

	if (p && p->vals)
		memset(p->vals, 0, p->cap * s->pd->aggs[agg].val_size);
}

/* Frees what uagg_update gathered. */
static void uagg_fini(struct session *s)
{
	(void)s;
	for (uint32_t i = 0; pendings && i < npendings; i++) {
		free(pendings[i].keys);
		free(pendings[i].vals);
		free(pendings[i].used);
	}
	free(pendings);
	pendings = NULL;
	npendings = 0;
}

static const struct agg_source uagg_source = {
	.merge = uagg_merge,
	.clear = uagg_clear,
};

void uagg_init(struct session *s)
{
	consume_on_action(s, ACT_AGGREC, uagg_update);
	agg_set_source(s, &uagg_source);
	session_on_close(s, uagg_fini);
}
