/*
 * agg.c - aggregation snapshots (runtime; see agg.h).
 *
 * An aggregation is one per-CPU map (hash keyed by the key tuple, or a
 * one-slot array when keyless) whose values are laid out as enum agg_func
 * says. A snapshot walks the keys, reads every CPU's value and merges them
 * with the printer's print_agg_merge(). A keyless aggregation's slot
 * always exists; it counts as empty while all its bytes are zero.
 * clear() and trunc() race with the probes that update the map: an update
 * landing between our read and our write is lost, as a rare small error.
 */
#include "agg.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"

static bool map_is_array(uint32_t type)
{
	return type == BPF_MAP_TYPE_PERCPU_ARRAY || type == BPF_MAP_TYPE_ARRAY;
}

static bool map_is_percpu(uint32_t type)
{
	return type == BPF_MAP_TYPE_PERCPU_ARRAY || type == BPF_MAP_TYPE_PERCPU_HASH ||
	       type == BPF_MAP_TYPE_LRU_PERCPU_HASH;
}

/* Bytes per CPU in a per-CPU lookup, and how many CPUs a lookup returns. */
static size_t value_stride(const struct session *s, const struct map_spec *ms, int *ncpu)
{
	*ncpu = map_is_percpu(ms->type) ? s->ncpus : 1;
	return map_is_percpu(ms->type) ? ALIGN_UP((size_t)ms->value_size, 8) : ms->value_size;
}

static bool all_zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

static void grow(struct agg_snap *snap, size_t *cap)
{
	const struct agg_desc *ad = snap->ad;

	if (snap->n < *cap)
		return;
	*cap = *cap ? *cap * 2 : 64;
	snap->keys = xrealloc(snap->keys, *cap * ad->key_size);
	snap->vals = xrealloc(snap->vals, *cap * ad->val_size);
}

int agg_snapshot(struct session *s, uint32_t agg, struct agg_snap *snap)
{
	const struct agg_desc *ad = &s->pd->aggs[agg];
	const struct map_spec *ms = &s->pd->maps[ad->map];
	int fd = s->map_fds[ad->map];
	int ncpu;
	size_t stride = value_stride(s, ms, &ncpu), cap = 0;
	size_t vsize = ad->val_size < ms->value_size ? ad->val_size : ms->value_size;
	uint8_t *cpuvals = xcalloc((size_t)ncpu, stride);
	uint8_t *prev = NULL, *next = xcalloc(1, ms->key_size), *cur = xcalloc(1, ms->key_size);
	int err = 0;

	memset(snap, 0, sizeof(*snap));
	snap->ad = ad;
	while (bpf_map_get_next_key(fd, prev, next) == 0) {
		uint8_t *val;

		memcpy(cur, next, ms->key_size);
		prev = cur;
		if (bpf_map_lookup_elem(fd, cur, cpuvals) < 0) {
			if (errno == ENOENT)
				continue; /* deleted since */
			err = -errno;
			fprintf(stderr, "dtrace: aggregation @%s: cannot read: %s\n", ad->name,
				strerror(-err));
			goto out;
		}
		grow(snap, &cap);
		val = snap->vals + snap->n * ad->val_size;
		memset(val, 0, ad->val_size);
		memcpy(val, cpuvals, vsize);
		for (int c = 1; c < ncpu; c++)
			print_agg_merge(ad, val, cpuvals + (size_t)c * stride);
		if (map_is_array(ms->type) && all_zero(val, ad->val_size))
			continue;
		memset(snap->keys + snap->n * ad->key_size, 0, ad->key_size);
		memcpy(snap->keys + snap->n * ad->key_size, cur,
		       ms->key_size < ad->key_size ? ms->key_size : ad->key_size);
		snap->n++;
	}
	snap->ents = xcalloc(snap->n ? snap->n : 1, sizeof(*snap->ents));
	for (size_t i = 0; i < snap->n; i++) {
		snap->ents[i].key = snap->keys + i * ad->key_size;
		snap->ents[i].val = snap->vals + i * ad->val_size;
	}
out:
	free(cpuvals);
	free(next);
	free(cur);
	if (err)
		agg_snap_free(snap);
	return err;
}

void agg_snap_free(struct agg_snap *snap)
{
	if (!snap)
		return;
	free(snap->keys);
	free(snap->vals);
	free(snap->ents);
	memset(snap, 0, sizeof(*snap));
}

/* Where the key tuple starts in an aggregation's map key. */
static uint32_t key_start(const struct agg_desc *ad)
{
	return ad->nkeys ? ad->keys[0].off : ad->key_size;
}

struct key_ref {
	const uint8_t *p;
	uint32_t len;
};

static int key_cmp(const void *a, const void *b)
{
	const struct key_ref *ka = a, *kb = b;
	int c = memcmp(ka->p, kb->p, ka->len < kb->len ? ka->len : kb->len);

	return c ? c : (int)ka->len - (int)kb->len;
}

/* printa(fmt, @a, @b, ...): joins the aggregations' entries by key for print_agga(). */
static int printa_joined(struct session *s, const char *fmt, struct agg_snap *snaps,
			 uint32_t naggs)
{
	const struct agg_desc **ads = xcalloc(naggs, sizeof(*ads));
	struct key_ref *keys;
	struct agg_entry **rows;
	size_t total = 0, nkeys = 0;
	int err;

	for (uint32_t j = 0; j < naggs; j++) {
		ads[j] = snaps[j].ad;
		total += snaps[j].n;
	}
	keys = xcalloc(total ? total : 1, sizeof(*keys));
	for (uint32_t j = 0; j < naggs; j++)
		for (size_t i = 0; i < snaps[j].n; i++)
			keys[nkeys++] = (struct key_ref){
				snaps[j].ents[i].key + key_start(ads[j]),
				ads[j]->key_size - key_start(ads[j]),
			};
	qsort(keys, nkeys, sizeof(*keys), key_cmp);
	total = nkeys;
	nkeys = 0;
	for (size_t i = 0; i < total; i++)
		if (nkeys == 0 || key_cmp(&keys[nkeys - 1], &keys[i]) != 0)
			keys[nkeys++] = keys[i];
	rows = xcalloc(nkeys ? nkeys : 1, sizeof(*rows));
	for (size_t r = 0; r < nkeys; r++) {
		rows[r] = xcalloc(naggs, sizeof(**rows));
		for (uint32_t j = 0; j < naggs; j++)
			rows[r][j].key = keys[r].p - key_start(ads[j]);
	}
	for (uint32_t j = 0; j < naggs; j++) {
		for (size_t i = 0; i < snaps[j].n; i++) {
			struct key_ref k = { snaps[j].ents[i].key + key_start(ads[j]),
					     ads[j]->key_size - key_start(ads[j]) };
			struct key_ref *hit = bsearch(&k, keys, nkeys, sizeof(*keys), key_cmp);

			if (hit)
				rows[hit - keys][j] = snaps[j].ents[i];
		}
	}
	err = print_agga(s->out, fmt, ads, naggs, rows, nkeys, &s->po);
	for (size_t r = 0; r < nkeys; r++)
		free(rows[r]);
	free(rows);
	free(keys);
	free(ads);
	return err;
}

int agg_printa(struct session *s, const char *fmt, const uint32_t *aggs, uint32_t naggs)
{
	struct agg_snap *snaps = xcalloc(naggs ? naggs : 1, sizeof(*snaps));
	int err = 0;

	for (uint32_t j = 0; j < naggs && !err; j++)
		err = agg_snapshot(s, aggs[j], &snaps[j]);
	if (err)
		goto out;
	if (!fmt && naggs == 1)
		err = print_printa(s->out, snaps[0].ad, snaps[0].ents, snaps[0].n, &s->po);
	else
		err = printa_joined(s, fmt, snaps, naggs); /* rows by key, a value per aggregation */
	for (uint32_t j = 0; j < naggs; j++)
		if (snaps[j].n)
			s->agg_printed[aggs[j]] = true;
out:
	for (uint32_t j = 0; j < naggs; j++)
		agg_snap_free(&snaps[j]);
	free(snaps);
	return err;
}

int agg_print_unprinted(struct session *s)
{
	int err = 0;

	for (uint32_t i = 0; i < s->pd->naggs && !err; i++) {
		struct agg_snap snap;

		if (s->agg_printed[i])
			continue;
		err = agg_snapshot(s, i, &snap);
		if (err)
			break;
		err = print_agg(s->out, snap.ad, snap.ents, snap.n, &s->po);
		agg_snap_free(&snap);
	}
	return err;
}

/* Writes value (one CPU's bytes, or NULL for zero) to every CPU of key. */
static int write_all_cpus(struct session *s, const struct agg_desc *ad, const uint8_t *key)
{
	const struct map_spec *ms = &s->pd->maps[ad->map];
	int ncpu;
	size_t stride = value_stride(s, ms, &ncpu);
	uint8_t *zero = xcalloc((size_t)ncpu, stride);
	int err = 0;

	if (bpf_map_update_elem(s->map_fds[ad->map], key, zero, BPF_EXIST) < 0 && errno != ENOENT) {
		err = -errno;
		fprintf(stderr, "dtrace: aggregation @%s: cannot clear: %s\n", ad->name,
			strerror(-err));
	}
	free(zero);
	return err;
}

int agg_clear(struct session *s, uint32_t agg)
{
	struct agg_snap snap;
	int err = agg_snapshot(s, agg, &snap);

	for (size_t i = 0; i < snap.n && !err; i++)
		err = write_all_cpus(s, snap.ad, snap.ents[i].key);
	agg_snap_free(&snap);
	return err;
}

/* A number to rank entries by for trunc(@a, n): the value, or a histogram's total count. */
static int64_t rank_value(const struct agg_desc *ad, const uint8_t *val)
{
	const int64_t *v = (const int64_t *)val;
	int64_t total = 0;

	switch (ad->func) {
	case AGG_COUNT:
	case AGG_SUM:
	case AGG_MIN:
	case AGG_MAX:
		return v[0];
	case AGG_AVG:
	case AGG_STDDEV:
		return v[0] ? v[1] / v[0] : 0;
	default:
		for (size_t i = 0; i < ad->val_size / 8; i++)
			total += v[i];
		return total;
	}
}

static const struct agg_desc *rank_ad;

static int by_rank_desc(const void *a, const void *b)
{
	int64_t ra = rank_value(rank_ad, ((const struct agg_entry *)a)->val);
	int64_t rb = rank_value(rank_ad, ((const struct agg_entry *)b)->val);

	return ra < rb ? 1 : ra > rb ? -1 : 0;
}

int agg_trunc(struct session *s, uint32_t agg, bool has_n, int64_t n)
{
	const struct agg_desc *ad = &s->pd->aggs[agg];
	const struct map_spec *ms = &s->pd->maps[ad->map];
	struct agg_snap snap;
	size_t from = 0, to;
	int err = agg_snapshot(s, agg, &snap);

	if (err)
		return err;
	to = snap.n;
	if (has_n) {
		rank_ad = ad;
		qsort(snap.ents, snap.n, sizeof(*snap.ents), by_rank_desc);
		if (n >= 0) {
			from = (size_t)n < snap.n ? (size_t)n : snap.n;
		} else {
			to = (size_t)-n < snap.n ? snap.n - (size_t)-n : 0;
		}
	}
	for (size_t i = from; i < to && !err; i++) {
		if (map_is_array(ms->type)) {
			err = write_all_cpus(s, ad, snap.ents[i].key);
		} else if (bpf_map_delete_elem(s->map_fds[ad->map], snap.ents[i].key) < 0 &&
			   errno != ENOENT) {
			err = -errno;
			fprintf(stderr, "dtrace: aggregation @%s: cannot truncate: %s\n", ad->name,
				strerror(-err));
		}
	}
	agg_snap_free(&snap);
	return err;
}
