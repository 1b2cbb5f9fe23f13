/*
 * uagg.c - aggregations keyed by user stacks (see uagg.h).
 *
 * A user stack is right only when unwound with .eh_frame CFI, which runs
 * here, not in the kernel; and the raw stack it is unwound from (8 KB)
 * cannot be a map key. So the code generator sends each update of such an
 * aggregation as a record (ACT_AGGREC: the keys with the stack raw, then
 * the value and the increment). Here the stack is unwound into the key
 * layout the map has for ustack() keys (pid, pcs, 0), and the value is
 * gathered here and written to the aggregation's own per-CPU map, on CPU
 * 0's slot, before the map is read: no program writes to that map, so
 * nothing races, and printa(), clear(), trunc() and the exit printout
 * read it as any other aggregation.
 */
#include "uagg.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "../cc/aggdef.h"
#include "print.h"
#include "unwind.h"

/* Builds the map key of the record's keys at key (ad->key_size bytes, zeroed). */
static void build_key(const struct agg_desc *ad, const struct rec_action *a, const uint8_t *data,
		      uint8_t *key)
{
	for (uint32_t k = 0; k < ad->nkeys && k < a->nfields; k++) {
		const struct rec_field *kf = &ad->keys[k], *rf = &a->fields[k];

		if (rf->kind == FIELD_USTACK_RAW) {
			uint32_t depth = kf->size / 8 >= 2 ? kf->size / 8 - 2 : 0;
			uint64_t *pcs = xcalloc(depth + 2, sizeof(*pcs));

			unwind_raw(data + rf->off, rf->size, pcs, depth);
			memcpy(key + kf->off, pcs, (depth + 2) * 8 < kf->size ? (depth + 2) * 8 : kf->size);
			free(pcs);
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
 * Updates are gathered here, one value per key (as one CPU's), and written
 * to the map only when the map is read (uagg_flush, before every
 * snapshot): two bpf() calls per event would cost more than the unwinding.
 */
struct pending {
	size_t cap, n;             /* slots (a power of two), used */
	uint8_t *keys, *vals;      /* cap * key_size, cap * val_size */
	bool *used;
};

static struct pending *pendings;   /* one per aggregation, by id */
static uint32_t npendings;
static bool full_said;             /* the aggsize warning, once */

static uint64_t hash_key(const uint8_t *k, size_t n)
{
	uint64_t h = 1469598103934665603ull;

	for (size_t i = 0; i < n; i++)
		h = (h ^ k[i]) * 1099511628211ull;
	return h;
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
	i = hash_key(key, ad->key_size) & (p->cap - 1);
	while (p->used[i] && memcmp(p->keys + i * ad->key_size, key, ad->key_size))
		i = (i + 1) & (p->cap - 1);
	if (!p->used[i]) {
		p->used[i] = true;
		p->n++;
		memcpy(p->keys + i * ad->key_size, key, ad->key_size);
		memset(p->vals + i * ad->val_size, 0, ad->val_size); /* flushed before: start again */
	}
	return p->vals + i * ad->val_size;
}

int uagg_update(struct session *s, const struct rec_action *a, const uint8_t *data)
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

void uagg_flush(struct session *s, uint32_t agg)
{
	const struct agg_desc *ad = &s->pd->aggs[agg];
	const struct map_spec *ms = &s->pd->maps[ad->map];
	struct pending *p = agg < npendings && pendings ? &pendings[agg] : NULL;
	size_t stride = ALIGN_UP((size_t)ms->value_size, 8);
	uint8_t *vals, *key;
	int fd = s->map_fds[ad->map];

	if (!p || !p->n)
		return;
	vals = xcalloc((size_t)s->ncpus, stride);
	key = xcalloc(1, ms->key_size);
	for (size_t i = 0; i < p->cap; i++) {
		if (!p->used[i])
			continue;
		memcpy(key, p->keys + i * ad->key_size,
		       ad->key_size < ms->key_size ? ad->key_size : ms->key_size);
		memset(vals, 0, (size_t)s->ncpus * stride);
		if (bpf_map_lookup_elem(fd, key, vals) == 0)
			print_agg_merge(ad, vals, p->vals + i * ad->val_size);
		else
			memcpy(vals, p->vals + i * ad->val_size, ad->val_size);
		if (bpf_map_update_elem(fd, key, vals, BPF_ANY) < 0 && errno == E2BIG && !full_said) {
			full_said = true;
			fprintf(stderr, "dtrace: aggregation @%s: full (aggsize): stacks dropped\n",
				ad->name);
		}
		p->used[i] = false;
	}
	p->n = 0;
	free(vals);
	free(key);
}

void uagg_fini(void)
{
	for (uint32_t i = 0; pendings && i < npendings; i++) {
		free(pendings[i].keys);
		free(pendings[i].vals);
		free(pendings[i].used);
	}
	free(pendings);
	pendings = NULL;
	npendings = 0;
}
