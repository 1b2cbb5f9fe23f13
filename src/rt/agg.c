/*
 * agg.c - aggregation snapshots (runtime; see agg.h).
 *
 * An aggregation is one per-CPU map (hash keyed by the key tuple, or a
 * one-slot array when keyless) whose values are laid out as enum agg_func
 * says. A snapshot walks the keys, reads every CPU's value and merges them
 * with the printer's print_agg_merge(). A keyless aggregation's slot
 * always exists; it counts as empty until a program has marked it present
 * (a word after the value, set on every update: @ = sum(0) is not empty),
 * or, in a map without that word, while all its bytes are zero.
 * clear() and trunc() never write to a map the probes are updating (an
 * update landing between our read and our write would be lost): they keep
 * a baseline per key instead, the raw value at the time of the action (or
 * the one printa() printed in the same record), and snapshots subtract it.
 * trunc() also hides the key until its value moves again. Aggregating
 * functions whose state is not a sum (min, max) cannot be subtracted: for
 * them clear() writes zeroes, racing as DTrace's own clear() does.
 */
#include "agg.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "../out/json.h"
#include "../out/print_priv.h"
#include "aggsvg.h"

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

/* A heap copy (NULL for nothing). */
static void *arena_free_safe_copy(const void *p, size_t n)
{
	return n ? memcpy(xmalloc(n), p, n) : NULL;
}

static bool all_zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

/* True if a keyless aggregation's slot (every CPU's value at stride) holds something. */
static bool array_present(const struct agg_desc *ad, const struct map_spec *ms, const uint8_t *cpuvals,
			  size_t stride, int ncpu, const uint8_t *merged)
{
	if (ms->value_size < ad->val_size + 8)
		return !all_zero(merged, ad->val_size);
	for (int c = 0; c < ncpu; c++)
		if (!all_zero(cpuvals + (size_t)c * stride + ad->val_size, 8))
			return true;
	return false;
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

/* ---- baselines (clear, trunc) ---- */

enum { BASE_EMPTY, BASE_CLEARED, BASE_HIDDEN };

struct agg_base {
	size_t cap, n;             /* slots (a power of two), used */
	uint8_t *keys, *vals;      /* cap * key_size, cap * val_size */
	uint8_t *state;            /* cap: BASE_* */
	struct agg_snap last;      /* the last raw snapshot (before baselines) */
	uint64_t last_seq;         /* s->rec_seq when it was taken */
	struct agg_snap rate;      /* the raw snapshot taken at the last aggrate instant */
	bool printa;               /* a printa() prints it (what aggrate snapshots) */
};

static bool is_linear(enum agg_func fn)
{
	return fn != AGG_MIN && fn != AGG_MAX;
}

static uint64_t key_hash(const uint8_t *k, size_t n)
{
	uint64_t h = 1469598103934665603ull;

	for (size_t i = 0; i < n; i++)
		h = (h ^ k[i]) * 1099511628211ull;
	return h;
}

static struct agg_base *base_of(struct session *s, uint32_t agg)
{
	if (!s->agg_bases)
		s->agg_bases = xcalloc(s->pd->naggs + 1, sizeof(*s->agg_bases));
	return &s->agg_bases[agg];
}

/* The slot of key (used, or the empty one where it would go); base->cap > 0. */
static size_t base_slot(const struct agg_base *b, const struct agg_desc *ad, const uint8_t *key)
{
	size_t i = key_hash(key, ad->key_size) & (b->cap - 1);

	while (b->state[i] != BASE_EMPTY && memcmp(b->keys + i * ad->key_size, key, ad->key_size))
		i = (i + 1) & (b->cap - 1);
	return i;
}

static void base_set(struct agg_base *b, const struct agg_desc *ad, const uint8_t *key,
		     const uint8_t *val, uint8_t state);

static void base_grow(struct agg_base *b, const struct agg_desc *ad)
{
	struct agg_base old = *b;

	b->cap = old.cap ? old.cap * 2 : 64;
	b->n = 0;
	b->keys = xcalloc(b->cap, ad->key_size);
	b->vals = xcalloc(b->cap, ad->val_size);
	b->state = xcalloc(b->cap, 1);
	for (size_t i = 0; i < old.cap; i++)
		if (old.state[i] != BASE_EMPTY)
			base_set(b, ad, old.keys + i * ad->key_size, old.vals + i * ad->val_size,
				 old.state[i]);
	free(old.keys);
	free(old.vals);
	free(old.state);
}

static void base_set(struct agg_base *b, const struct agg_desc *ad, const uint8_t *key,
		     const uint8_t *val, uint8_t state)
{
	size_t i;

	if ((b->n + 1) * 10 > b->cap * 7)
		base_grow(b, ad);
	i = base_slot(b, ad, key);
	if (b->state[i] == BASE_EMPTY)
		b->n++;
	memcpy(b->keys + i * ad->key_size, key, ad->key_size);
	memcpy(b->vals + i * ad->val_size, val, ad->val_size);
	b->state[i] = state;
}

/* val -= base, word by word (stddev's sum of squares as one 128-bit number). */
static void subtract(const struct agg_desc *ad, uint8_t *val, const uint8_t *base)
{
	size_t n = ad->val_size / 8;

	for (size_t w = 0; w < n; w++) {
		uint64_t v, b;

		if (ad->func == AGG_STDDEV && w == 2 && n >= 4) {
			unsigned __int128 v2, b2;
			uint64_t p[2];

			memcpy(p, val + 16, 16);
			v2 = (unsigned __int128)p[1] << 64 | p[0];
			memcpy(p, base + 16, 16);
			b2 = (unsigned __int128)p[1] << 64 | p[0];
			v2 -= b2;
			p[0] = (uint64_t)v2;
			p[1] = (uint64_t)(v2 >> 64);
			memcpy(val + 16, p, 16);
			w = 3;
			continue;
		}
		memcpy(&v, val + 8 * w, 8);
		memcpy(&b, base + 8 * w, 8);
		v -= b;
		memcpy(val + 8 * w, &v, 8);
	}
}

/*
 * Applies the baselines to a raw snapshot in place: hidden keys that have
 * not moved disappear, cleared ones show what came since.
 */
static void apply_base(struct agg_base *b, const struct agg_desc *ad, struct agg_snap *snap)
{
	size_t out = 0;

	for (size_t i = 0; i < snap->n; i++) {
		uint8_t *key = snap->keys + i * ad->key_size, *val = snap->vals + i * ad->val_size;
		size_t slot = b->cap ? base_slot(b, ad, key) : 0;
		uint8_t state = b->cap ? b->state[slot] : BASE_EMPTY;
		const uint8_t *base = b->cap ? b->vals + slot * ad->val_size : NULL;

		if (state == BASE_HIDDEN && memcmp(val, base, ad->val_size) == 0)
			continue;
		if (state != BASE_EMPTY && is_linear(ad->func))
			subtract(ad, val, base);
		if (out != i) {
			memmove(snap->keys + out * ad->key_size, key, ad->key_size);
			memmove(snap->vals + out * ad->val_size, val, ad->val_size);
		}
		out++;
	}
	snap->n = out;
}

/* A copy of a raw snapshot (keys and values; no ents). */
static void snap_copy(struct agg_snap *dst, const struct agg_snap *src)
{
	memset(dst, 0, sizeof(*dst));
	dst->ad = src->ad;
	dst->n = src->n;
	dst->keys = arena_free_safe_copy(src->keys, src->n * src->ad->key_size);
	dst->vals = arena_free_safe_copy(src->vals, src->n * src->ad->val_size);
}

/* Keeps a copy of a raw snapshot as the aggregation's last one. */
static void keep_last(struct session *s, uint32_t agg, const struct agg_snap *raw)
{
	struct agg_base *b = base_of(s, agg);

	agg_snap_free(&b->last);
	snap_copy(&b->last, raw);
	b->last_seq = s->rec_seq;
}

void agg_forget(struct session *s, uint32_t agg)
{
	if (agg < s->pd->naggs && s->agg_bases)
		agg_snap_free(&base_of(s, agg)->last);
}

/* ---- keys that aggregate by what they print: sym(), func(), mod() and the user forms ---- */

static bool sym_kind(enum field_kind k)
{
	return k == FIELD_SYM || k == FIELD_MOD || k == FIELD_USYM || k == FIELD_UMOD;
}

struct sym_key {
	char *str;   /* the field as printed */
	size_t ent;  /* its entry */
};

static int sym_key_cmp(const void *a, const void *b)
{
	const struct sym_key *x = a, *y = b;
	int c = strcmp(x->str, y->str);

	return c ? c : (x->ent > y->ent) - (x->ent < y->ent);
}

/*
 * Moves a sym() or usym() key field's address to the start of its symbol
 * (what the printer finds: "mod`func+0x1f" is 0x1f past it), as DTrace
 * does; an address in no symbol stays.
 */
static void sym_to_start(const struct print_opts *po, const struct rec_field *f, uint8_t *p)
{
	bool user = f->kind == FIELD_USYM;
	uint64_t pid = 0, pc;
	char buf[512];
	const char *plus;

	if (user)
		memcpy(&pid, p, 8);
	memcpy(&pc, p + (user ? 8 : 0), 8);
	print_frame_str(po, user, (uint32_t)pid, pc, true, buf, sizeof(buf));
	plus = strrchr(buf, '+');
	if (plus && strncmp(plus, "+0x", 3) == 0 && strchr(buf, '`')) {
		uint64_t off = strtoull(plus + 3, NULL, 16);

		if (off <= pc) {
			pc -= off;
			memcpy(p + (user ? 8 : 0), &pc, 8);
		}
	}
}

/*
 * DTrace aggregates sym() and func() keys by function, mod() keys by
 * module: every address that prints the same is one key. The map keys by
 * address, so here a sym() field takes its symbol's start, and a mod()
 * field the first address (in the snapshot's order) that prints as it
 * does; entries whose keys are then equal are merged as CPUs' values are.
 */
static void merge_sym_keys(struct session *s, struct agg_snap *snap)
{
	const struct agg_desc *ad = snap->ad;
	struct sym_key *sk;
	size_t out = 0, cap = 4, *slot;
	bool any = false;

	for (uint32_t k = 0; k < ad->nkeys; k++)
		any |= sym_kind(ad->keys[k].kind);
	if (!any)
		return;
	sk = xcalloc(snap->n, sizeof(*sk));
	for (uint32_t k = 0; k < ad->nkeys; k++) {
		const struct rec_field *f = &ad->keys[k];

		if (f->kind == FIELD_SYM || f->kind == FIELD_USYM) {
			for (size_t i = 0; i < snap->n; i++)
				sym_to_start(&s->po, f, snap->keys + i * ad->key_size + f->off);
			continue;
		}
		if (!sym_kind(f->kind))
			continue;
		for (size_t i = 0; i < snap->n; i++) {
			char buf[512];

			print_symstr(&s->po, f, snap->keys + i * ad->key_size + f->off, buf, sizeof(buf));
			sk[i].str = xstrdup(buf);
			sk[i].ent = i;
		}
		qsort(sk, snap->n, sizeof(*sk), sym_key_cmp);
		for (size_t i = 1; i < snap->n; i++)
			if (strcmp(sk[i].str, sk[i - 1].str) == 0) /* sk[i - 1] carries the first's bytes */
				memcpy(snap->keys + sk[i].ent * ad->key_size + f->off,
				       snap->keys + sk[i - 1].ent * ad->key_size + f->off, f->size);
		for (size_t i = 0; i < snap->n; i++)
			free(sk[i].str);
	}
	free(sk);
	/* merge equal keys into the first of them, keeping the snapshot's order */
	while (cap < 2 * snap->n)
		cap *= 2;
	slot = xcalloc(cap, sizeof(*slot)); /* entry + 1, 0 for none */
	for (size_t i = 0; i < snap->n; i++) {
		uint8_t *key = snap->keys + i * ad->key_size, *val = snap->vals + i * ad->val_size;
		size_t h = util_hash(UTIL_HASH_INIT, key, ad->key_size) & (cap - 1);

		while (slot[h] && memcmp(snap->keys + (slot[h] - 1) * ad->key_size, key, ad->key_size))
			h = (h + 1) & (cap - 1);
		if (slot[h]) {
			print_agg_merge(ad, snap->vals + (slot[h] - 1) * ad->val_size, val);
			continue;
		}
		if (out != i) {
			memmove(snap->keys + out * ad->key_size, key, ad->key_size);
			memmove(snap->vals + out * ad->val_size, val, ad->val_size);
		}
		slot[h] = ++out;
	}
	free(slot);
	snap->n = out;
}

static int raw_snapshot(struct session *s, uint32_t agg, struct agg_snap *snap);

/* The raw values printa() printed in this same record, or fresh ones. */
static int raw_now(struct session *s, uint32_t agg, struct agg_snap *raw)
{
	struct agg_base *b = base_of(s, agg);

	if (b->last.ad && b->last_seq == s->rec_seq && s->rec_seq) {
		*raw = b->last;
		memset(&b->last, 0, sizeof(b->last));
		return 0;
	}
	return raw_snapshot(s, agg, raw);
}

void agg_fini(struct session *s)
{
	for (uint32_t i = 0; s->agg_bases && i < s->pd->naggs; i++) {
		struct agg_base *b = &s->agg_bases[i];

		free(b->keys);
		free(b->vals);
		free(b->state);
		agg_snap_free(&b->last);
		agg_snap_free(&b->rate);
	}
	free(s->agg_bases);
	s->agg_bases = NULL;
}

void agg_set_source(struct session *s, const struct agg_source *src)
{
	s->agg_source = src;
}

/* ---- snapshots ---- */

/* A raw snapshot as printa() shows it: baselines applied, sym() keys merged, ents set. */
static void view(struct session *s, uint32_t agg, struct agg_snap *snap)
{
	apply_base(base_of(s, agg), snap->ad, snap);
	merge_sym_keys(s, snap);
	snap->ents = xcalloc(snap->n ? snap->n : 1, sizeof(*snap->ents));
	for (size_t i = 0; i < snap->n; i++) {
		snap->ents[i].key = snap->keys + i * snap->ad->key_size;
		snap->ents[i].val = snap->vals + i * snap->ad->val_size;
	}
}

/* ---- aggrate: what printa() prints while tracing ---- */

/* Takes the aggrate snapshot of every aggregation a printa() prints; the next instant after now. */
static int rate_snap_all(struct session *s, uint64_t now)
{
	int err = 0;

	for (uint32_t i = 0; i < s->pd->naggs && !err; i++) {
		struct agg_base *b = base_of(s, i);

		if (!b->printa)
			continue;
		agg_snap_free(&b->rate);
		err = raw_snapshot(s, i, &b->rate);
	}
	while (s->agg_rate_next <= now)
		s->agg_rate_next += s->opt.aggrate;
	return err;
}

void agg_rate_start(struct session *s, uint64_t now)
{
	bool any = false;

	for (uint32_t r = 0; r < s->pd->nrecs; r++)
		for (uint32_t a = 0; a < s->pd->recs[r].nacts; a++) {
			const struct rec_action *act = &s->pd->recs[r].acts[a];

			if (act->kind != ACT_PRINTA)
				continue;
			for (uint32_t j = 0; j < act->naggs; j++)
				base_of(s, act->aggs[j])->printa = any = true;
		}
	/* a snapshot at every consumption of the records: what printa() reads is current */
	if (!any || s->opt.aggrate <= s->opt.switchrate)
		return;
	s->agg_rate_next = now + s->opt.switchrate; /* DTrace's first snapshot: its first pass */
}

uint64_t agg_rate_deadline(const struct session *s)
{
	return s->agg_rate_next ? s->agg_rate_next : UINT64_MAX;
}

int agg_rate_tick(struct session *s, uint64_t now)
{
	if (!s->agg_rate_next || now < s->agg_rate_next)
		return 0;
	return rate_snap_all(s, now);
}

/*
 * The raw snapshot printa() prints now: while tracing with an aggrate
 * slower than the switchrate, the one taken at the last aggrate instant,
 * unless another falls before DTrace would have read this record (within
 * a switchrate): then the values as they are. Otherwise, and once
 * tracing has stopped (END, the final output), the values as they are.
 */
static int printa_raw(struct session *s, uint32_t agg, struct agg_snap *snap)
{
	struct agg_base *b = base_of(s, agg);

	if (!s->agg_rate_next || s->exiting) {
		/*
		 * The printa()s of one record print the same values, as
		 * DTrace's, which reads the aggregations once a pass, print
		 * them: the kernel's values cannot have changed for the record
		 * in between, only clear() or trunc() (which take b->last) and
		 * a consumer-applied update (agg_forget) change them.
		 */
		if (b->last.ad && b->last_seq == s->rec_seq && s->rec_seq) {
			snap_copy(snap, &b->last);
			return 0;
		}
		return raw_snapshot(s, agg, snap);
	}
	if (s->agg_rate_next <= util_mono_ns() + s->opt.switchrate || !b->rate.ad) {
		int err = rate_snap_all(s, util_mono_ns() + s->opt.switchrate);

		if (err)
			return err;
	}
	snap_copy(snap, &b->rate);
	return 0;
}

int agg_snapshot(struct session *s, uint32_t agg, struct agg_snap *snap)
{
	int err = raw_snapshot(s, agg, snap);

	if (err)
		return err;
	keep_last(s, agg, snap);
	view(s, agg, snap);
	return 0;
}

/* Reads every key's value, merged across CPUs, as the map holds it (no ents). */
static int raw_snapshot(struct session *s, uint32_t agg, struct agg_snap *snap)
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
		if (map_is_array(ms->type) && !array_present(ad, ms, cpuvals, stride, ncpu, val))
			continue;
		memset(snap->keys + snap->n * ad->key_size, 0, ad->key_size);
		memcpy(snap->keys + snap->n * ad->key_size, cur,
		       ms->key_size < ad->key_size ? ms->key_size : ad->key_size);
		snap->n++;
	}
	if (s->agg_source) /* ustack()-keyed updates that the consumer unwound */
		s->agg_source->merge(s, agg, snap);
out:
	free(cpuvals);
	free(next);
	free(cur);
	if (err)
		agg_snap_free(snap);
	return err;
}

int agg_snapshot_view(struct session *s, uint32_t agg, struct agg_snap *snap)
{
	int err = raw_snapshot(s, agg, snap);

	if (!err)
		view(s, agg, snap);
	return err;
}

int agg_snapshot_raw(struct session *s, uint32_t agg, struct agg_snap *snap)
{
	return raw_snapshot(s, agg, snap);
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

/* -x oformat=json: printa(fmt, ...)'s text, as the text format prints it, in one "message" item. */
static int printa_message(struct session *s, const char *fmt, struct agg_snap *snaps,
			  uint32_t naggs)
{
	FILE *out = s->out;
	char *text = NULL;
	size_t len = 0;
	int err;

	s->out = open_memstream(&text, &len);
	if (!s->out) {
		s->out = out;
		return -errno;
	}
	err = printa_joined(s, fmt, snaps, naggs);
	fclose(s->out);
	s->out = out;
	if (!err)
		json_message(out, text, len);
	free(text);
	return err;
}

int agg_printa(struct session *s, const char *fmt, const uint32_t *aggs, uint32_t naggs)
{
	struct agg_snap *snaps = xcalloc(naggs ? naggs : 1, sizeof(*snaps));
	int err = 0;

	for (uint32_t j = 0; j < naggs && !err; j++) {
		err = printa_raw(s, aggs[j], &snaps[j]);
		if (err)
			break;
		keep_last(s, aggs[j], &snaps[j]);
		view(s, aggs[j], &snaps[j]);
	}
	if (err)
		goto out;
	if (s->po.json) { /* the formatted text as a message, then each aggregation an item */
		if (fmt)
			err = printa_message(s, fmt, snaps, naggs);
		for (uint32_t j = 0; j < naggs && !err; j++)
			err = json_agg(s->out, snaps[j].ad, snaps[j].ents, snaps[j].n, &s->po);
	} else if (!fmt && naggs == 1 && s->po.folded && aggsvg_has_stack(snaps[0].ad))
		err = aggsvg_print_folded(s, &snaps[0]);
	else if (!fmt && naggs == 1)
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

	/* DTrace's exit print walks them all sorted, by aggregation first: aggsortrev reverses that too */
	for (uint32_t j = 0; j < s->pd->naggs && !err; j++) {
		uint32_t i = s->po.aggsortrev ? s->pd->naggs - 1 - j : j;
		struct agg_snap snap;

		if (s->agg_printed[i])
			continue;
		err = agg_snapshot(s, i, &snap);
		if (err)
			break;
		if (s->po.folded && aggsvg_has_stack(snap.ad))
			err = aggsvg_print_folded(s, &snap);
		else if (!s->po.json)
			err = print_agg(s->out, snap.ad, snap.ents, snap.n, &s->po);
		else if (snap.n) /* an empty one prints nothing, as in the text */
			err = json_agg_line(s->out, snap.ad, snap.ents, snap.n, &s->po);
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

	/* a keyless slot stays present, as a key's entry stays in a hash */
	for (int c = 0; map_is_array(ms->type) && ms->value_size >= ad->val_size + 8 && c < ncpu; c++)
		zero[(size_t)c * stride + ad->val_size] = 1;

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
	const struct agg_desc *ad = &s->pd->aggs[agg];
	struct agg_base *b = base_of(s, agg);
	struct agg_snap raw;
	int err = raw_now(s, agg, &raw);

	if (!is_linear(ad->func) && s->agg_source)
		s->agg_source->clear(s, agg);
	for (size_t i = 0; i < raw.n && !err; i++) {
		const uint8_t *key = raw.keys + i * ad->key_size, *val = raw.vals + i * ad->val_size;
		size_t slot = b->cap ? base_slot(b, ad, key) : 0;

		if (!is_linear(ad->func)) {
			err = write_all_cpus(s, ad, key);
			continue;
		}
		if (b->cap && b->state[slot] == BASE_HIDDEN &&
		    memcmp(b->vals + slot * ad->val_size, val, ad->val_size) == 0)
			continue; /* truncated and untouched since: stays away */
		base_set(b, ad, key, val, BASE_CLEARED);
	}
	agg_snap_free(&raw);
	return err;
}

int agg_trunc(struct session *s, uint32_t agg, bool has_n, int64_t n)
{
	const struct agg_desc *ad = &s->pd->aggs[agg];
	struct agg_base *b = base_of(s, agg), gone = { 0 };
	struct agg_snap raw, shown;
	size_t from = 0, to;
	int err = raw_now(s, agg, &raw);

	if (err)
		return err;
	/* what printa() showed (or would show now): raw values less the baselines */
	snap_copy(&shown, &raw);
	apply_base(b, ad, &shown);
	shown.ents = xcalloc(shown.n ? shown.n : 1, sizeof(*shown.ents));
	for (size_t i = 0; i < shown.n; i++) {
		shown.ents[i].key = shown.keys + i * ad->key_size;
		shown.ents[i].val = shown.vals + i * ad->val_size;
	}
	to = shown.n;
	if (has_n) {
		/*
		 * DTrace ranks as printa() sorts by value (a histogram by its
		 * weighted sum, then its count at zero; ties by key): n > 0
		 * keeps the n greatest, n < 0 the -n least.
		 */
		size_t keep = n >= 0 ? (uint64_t)n : -(uint64_t)n;

		if (keep > shown.n)
			keep = shown.n;
		print_agg_sort(ad, shown.ents, shown.n, NULL);
		if (n >= 0)
			to = shown.n - keep;
		else
			from = keep;
	}
	/* the keys to remove, then each one hidden at its raw value */
	for (size_t i = from; i < to; i++)
		base_set(&gone, ad, shown.ents[i].key, shown.ents[i].val, BASE_HIDDEN);
	for (size_t i = 0; gone.n && i < raw.n; i++) {
		const uint8_t *key = raw.keys + i * ad->key_size;

		if (gone.state[base_slot(&gone, ad, key)] != BASE_EMPTY)
			base_set(b, ad, key, raw.vals + i * ad->val_size, BASE_HIDDEN);
	}
	free(gone.keys);
	free(gone.vals);
	free(gone.state);
	agg_snap_free(&raw);
	agg_snap_free(&shown);
	return 0;
}
