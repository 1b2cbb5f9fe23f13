/*
 * aggsvg.c - flame graphs and heat maps drawn from aggregations (see
 * aggsvg.h; the drawing is flame.c's and heatmap.c's).
 *
 * Flame graphs: at the end, every aggregation with a stack() or ustack()
 * key and a value that is a number (count, sum, min, max, avg: the printed
 * value; stddev: the count; quantize, lquantize, llquantize: the total
 * count) becomes one file. An entry's stack, root first, is: its other
 * keys in key order (grey frames), then its user stack from the outermost
 * caller, then its kernel stack from the outermost frame (the kernel runs
 * on behalf of the user code). Frames are named as stack() prints them,
 * without offsets, so a function's calls merge.
 *
 * Heat maps: every quantize/lquantize/llquantize aggregation; a panel for
 * all its keys summed, and one for each key (up to MAX_SERIES keys, the
 * first seen; the MAX_PANELS - 1 largest are drawn). A column is the raw
 * snapshot (clear() and trunc() keep baselines and never write the map,
 * so raw counts only grow) less the previous one: clear() and trunc() in
 * the script change what printa() shows, not the heat map.
 *
 * Folded stacks (-x oformat=folded) are the flame graph's tree written
 * as text (flame_write_folded).
 *
 * Files: the first aggregation drawn goes to FILE; each further one to
 * FILE with "-NAME" before its ".svg" (FILE-NAME.svg; "@" for the
 * unnamed aggregation).
 */
#include "aggsvg.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "../cc/aggdef.h"
#include "../out/flame.h"
#include "../out/heatmap.h"
#include "../out/print_priv.h"
#include "agg.h"

/* One key's counts in a heat map: its panel, and its buckets at the last snapshot. */
struct series {
	uint8_t *key;            /* ad->key_size bytes */
	int64_t *prev;           /* nbuckets */
	uint32_t panel;
};

struct heat {
	uint32_t agg;
	uint32_t nbuckets;
	int64_t *prev;           /* the last snapshot's buckets, all keys summed (panel 0) */
	struct series *keys;     /* the first MAX_SERIES keys seen, a panel each */
	uint32_t nkeys;
	struct heatmap *hm;
};

/* Keys followed in panels of their own (the others count in the sum only). */
#define MAX_SERIES 256
/* Panels drawn: the sum and the largest keys. */
#define MAX_PANELS 9

struct aggsvg {
	uint64_t t0;             /* CLOCK_MONOTONIC ns when tracing started */
	uint64_t interval;       /* ns per heat-map column */
	uint64_t next;           /* when the next column is due; UINT64_MAX: no heat maps */
	struct heat *heats;
	uint32_t nheats;
};

static bool is_hist(enum agg_func fn)
{
	return fn == AGG_QUANTIZE || fn == AGG_LQUANTIZE || fn == AGG_LLQUANTIZE;
}

/* Buckets in a histogram value, never more than the value holds. */
static uint32_t nbuckets_of(const struct agg_desc *ad)
{
	int64_t n = agg_nbuckets(ad->func, ad->param);

	if (n > (int64_t)(ad->val_size / 8))
		n = ad->val_size / 8;
	return n > 0 ? (uint32_t)n : 0;
}

/* FILE for the first aggregation drawn, FILE-NAME.svg (FILE without ".svg") for the others. */
static char *file_for(const char *base, uint32_t nth, const struct agg_desc *ad)
{
	size_t len = strlen(base);

	if (nth == 0)
		return xstrdup(base);
	if (len > 4 && strcmp(base + len - 4, ".svg") == 0)
		len -= 4;
	return xasprintf("%.*s-%s.svg", (int)len, base, ad->name[0] ? ad->name : "@");
}

static int write_file(const char *path, const char *what, const struct agg_desc *ad,
		      const void *obj, int (*draw)(const void *, FILE *, const char *, const char *),
		      const char *title, const char *sub)
{
	FILE *f = fopen(path, "w");
	int err;

	if (!f) {
		err = -errno;
		fprintf(stderr, "dtrace: %s of @%s: cannot write '%s': %s\n", what, ad->name, path,
			strerror(-err));
		return err;
	}
	err = draw(obj, f, title, sub);
	if (fclose(f) != 0 && !err)
		err = -errno;
	if (err)
		fprintf(stderr, "dtrace: %s of @%s: cannot write '%s': %s\n", what, ad->name, path,
			strerror(-err));
	return err;
}

/* ---- heat maps ---- */

/* The row label of bucket b: its lower bound, "< x" for an underflow row, ">= x" for overflow. */
static char *bucket_label(const struct agg_desc *ad, uint32_t b, uint32_t nb)
{
	const int64_t *p = ad->param;

	switch (ad->func) {
	case AGG_QUANTIZE:
		return xasprintf("%lld", (long long)agg_quantize_bound((int)b));
	case AGG_LQUANTIZE:
		if (b == 0)
			return xasprintf("< %lld", (long long)p[0]);
		return xasprintf(b == nb - 1 ? ">= %lld" : "%lld",
				 (long long)agg_lquantize_bound(b, p[0], p[1], p[2]));
	default:
		if (b == 0)
			return xasprintf("< %lld",
					 (long long)agg_llquantize_bound(0, p[0], p[1], p[2], p[3]));
		return xasprintf(b == nb - 1 ? ">= %lld" : "%lld",
				 (long long)agg_llquantize_bound(b, p[0], p[1], p[2], p[3]));
	}
}

static void heat_init(struct session *s, struct heat *h, uint32_t agg)
{
	const struct agg_desc *ad = &s->pd->aggs[agg];
	char **labels;

	h->agg = agg;
	h->nbuckets = nbuckets_of(ad);
	h->prev = xcalloc(h->nbuckets, sizeof(*h->prev));
	labels = xcalloc(h->nbuckets, sizeof(*labels));
	for (uint32_t b = 0; b < h->nbuckets; b++)
		labels[b] = bucket_label(ad, b, h->nbuckets);
	h->hm = heatmap_new(h->nbuckets, (const char *const *)labels, s->svg->interval);
	for (uint32_t b = 0; b < h->nbuckets; b++)
		free(labels[b]);
	free(labels);
	heatmap_panel(h->hm, ad->nkeys ? "all keys" : NULL);
}

static char *key_text(const struct session *s, const struct rec_field *fld, const uint8_t *p);

/* The series of key, made (with a panel named after the key) if there is room; NULL if not. */
static struct series *series_of(const struct session *s, struct heat *h, const uint8_t *key)
{
	const struct agg_desc *ad = &s->pd->aggs[h->agg];
	struct series *sr;
	char *name = NULL;

	for (uint32_t i = 0; i < h->nkeys; i++)
		if (memcmp(h->keys[i].key, key, ad->key_size) == 0)
			return &h->keys[i];
	if (ad->nkeys == 0 || h->nkeys == MAX_SERIES)
		return NULL;
	for (uint32_t k = 0; k < ad->nkeys; k++) {
		const struct rec_field *fld = &ad->keys[k];
		char *t = fld->kind == FIELD_STACK || fld->kind == FIELD_USTACK ?
				  xstrdup(print_stack_is_user(fld, key + fld->off) ? "ustack()" : "stack()") :
				  key_text(s, fld, key + fld->off);
		char *joined = name ? xasprintf("%s, %s", name, t) : xstrdup(t);

		free(name);
		free(t);
		name = joined;
	}
	h->keys = xrealloc(h->keys, (h->nkeys + 1) * sizeof(*h->keys));
	sr = &h->keys[h->nkeys++];
	sr->key = memcpy(xmalloc(ad->key_size), key, ad->key_size);
	sr->prev = xcalloc(h->nbuckets, sizeof(*sr->prev));
	sr->panel = heatmap_panel(h->hm, name);
	free(name);
	return sr;
}

/* cur[] becomes what it gained since prev[], and prev[] becomes cur[]. */
static void gained(int64_t *cur, int64_t *prev, uint32_t n)
{
	for (uint32_t b = 0; b < n; b++) {
		int64_t v = cur[b];

		cur[b] = v - prev[b];
		prev[b] = v;
	}
}

/* Appends one column to h: what the aggregation, and each key, gained since the last one. */
static int heat_column(struct session *s, struct heat *h)
{
	const struct agg_desc *ad = &s->pd->aggs[h->agg];
	int64_t *sum = xcalloc(h->nbuckets, sizeof(*sum)), *one = xcalloc(h->nbuckets, sizeof(*one));
	struct agg_snap snap;
	int err = agg_snapshot_raw(s, h->agg, &snap);

	if (err)
		goto out;
	heatmap_column(h->hm);
	for (size_t i = 0; i < snap.n; i++) {
		struct series *sr = series_of(s, h, snap.keys + i * ad->key_size);

		memcpy(one, snap.vals + i * ad->val_size, h->nbuckets * sizeof(*one));
		for (uint32_t b = 0; b < h->nbuckets; b++)
			sum[b] += one[b];
		if (!sr)
			continue;
		gained(one, sr->prev, h->nbuckets);
		heatmap_put(h->hm, sr->panel, one);
	}
	agg_snap_free(&snap);
	gained(sum, h->prev, h->nbuckets);
	heatmap_put(h->hm, 0, sum);
out:
	free(sum);
	free(one);
	return err;
}

void aggsvg_start(struct session *s)
{
	struct aggsvg *g;

	if (!s->opt.heatmap && !s->opt.flamegraph)
		return;
	g = s->svg = xcalloc(1, sizeof(*g));
	g->t0 = util_mono_ns();
	g->interval = s->opt.heatmapinterval ? s->opt.heatmapinterval : 1000000000ull;
	g->next = UINT64_MAX;
	if (!s->opt.heatmap)
		return;
	g->heats = xcalloc(s->pd->naggs ? s->pd->naggs : 1, sizeof(*g->heats));
	for (uint32_t i = 0; i < s->pd->naggs; i++)
		if (is_hist(s->pd->aggs[i].func) && nbuckets_of(&s->pd->aggs[i]))
			heat_init(s, &g->heats[g->nheats++], i);
	if (g->nheats)
		g->next = g->t0 + g->interval;
	else
		fprintf(stderr, "dtrace: -x heatmap: no quantize(), lquantize() or llquantize() "
				"aggregation to draw\n");
}

uint64_t aggsvg_deadline(const struct session *s)
{
	return s->svg ? s->svg->next : UINT64_MAX;
}

/*
 * Columns due by now: the loop may have been late by whole intervals (a
 * burst of records); those intervals get empty columns and the last one
 * holds what they gathered, so the time axis stays true.
 */
void aggsvg_tick(struct session *s, uint64_t now)
{
	struct aggsvg *g = s->svg;
	uint64_t due;

	if (!g || now < g->next)
		return;
	due = (now - g->t0) / g->interval;
	for (uint32_t i = 0; i < g->nheats; i++) {
		struct heat *h = &g->heats[i];

		while (h->hm->ncols + 1 < due)
			heatmap_column(h->hm);
		heat_column(s, h);
	}
	g->next = g->t0 + (due + 1) * g->interval;
}

/*
 * The last column, from the last tick to the end, if it holds something
 * (when empty it would only show how long detaching the probes took).
 */
static void heat_last_column(struct session *s, struct heat *h)
{
	const struct heatmap_panel *all = &h->hm->panels[0];
	uint32_t before = h->hm->ncols;

	if (heat_column(s, h))
		return;
	if (before > 0 && (all->ncells == 0 || all->cells[all->ncells - 1].col < before))
		h->hm->ncols--; /* nothing in it, and no key has anything the sum has not */
}

static int heat_draw(const void *obj, FILE *f, const char *title, const char *sub)
{
	return heatmap_write(obj, f, title, sub, MAX_PANELS);
}

static int heat_write_all(struct session *s)
{
	struct aggsvg *g = s->svg;
	int err = 0;

	for (uint32_t i = 0; i < g->nheats; i++) {
		struct heat *h = &g->heats[i];
		const struct agg_desc *ad = &s->pd->aggs[h->agg];
		char *path = file_for(s->opt.heatmap, i, ad);
		char *title = xasprintf("Heat map: @%s", ad->name);
		char *sub = xasprintf("%s() buckets over time, %.3gs per column",
				      ad->func == AGG_QUANTIZE    ? "quantize" :
				      ad->func == AGG_LQUANTIZE ? "lquantize" :
								   "llquantize",
				      (double)g->interval / 1e9);
		int e;

		heat_last_column(s, h);
		e = write_file(path, "heat map", ad, h->hm, heat_draw, title, sub);
		if (!e && !s->opt.quiet)
			fprintf(stderr, "dtrace: heat map of @%s written to %s (%u columns)\n",
				ad->name, path, h->hm->ncols);
		err = err ? err : e;
		free(path);
		free(title);
		free(sub);
	}
	return err;
}

/* ---- flame graphs ---- */

static bool is_stack(const struct rec_field *fld)
{
	return fld->kind == FIELD_STACK || fld->kind == FIELD_USTACK;
}

bool aggsvg_has_stack(const struct agg_desc *ad)
{
	for (uint32_t k = 0; k < ad->nkeys; k++)
		if (is_stack(&ad->keys[k]))
			return true;
	return false;
}

/* An entry's width in the flame graph; negative values count as 0. */
static uint64_t weight(const struct agg_desc *ad, const uint8_t *val)
{
	int64_t w[4] = { 0 }, total = 0;

	memcpy(w, val, ad->val_size < sizeof(w) ? ad->val_size : sizeof(w));
	switch (ad->func) {
	case AGG_COUNT:
	case AGG_SUM:
	case AGG_MIN:
	case AGG_MAX:
		total = w[0];
		break;
	case AGG_AVG:
		total = w[AGGV_COUNT] ? w[AGGV_SUM] / w[AGGV_COUNT] : 0;
		break;
	case AGG_STDDEV:
		total = w[AGGV_COUNT];
		break;
	default:
		for (uint32_t b = 0; b < nbuckets_of(ad); b++) {
			int64_t v;

			memcpy(&v, val + 8 * b, 8);
			total += v;
		}
		break;
	}
	return total > 0 ? (uint64_t)total : 0;
}

/* A key that is not a stack, as text. */
static char *key_text(const struct session *s, const struct rec_field *fld, const uint8_t *p)
{
	char buf[512];

	switch (fld->kind) {
	case FIELD_INT:
		if (fld->is_signed)
			return xasprintf("%lld", (long long)print_read_int(p, fld->size, true));
		return xasprintf("%llu", (unsigned long long)print_read_int(p, fld->size, false));
	case FIELD_STRING:
		return xasprintf("%.*s", (int)strnlen((const char *)p, fld->size), (const char *)p);
	case FIELD_BYTES: {
		size_t n = fld->size < 32 ? fld->size : 32, at = 0;

		for (size_t i = 0; i < n; i++)
			at += (size_t)snprintf(buf + at, sizeof(buf) - at, "%02x", p[i]);
		buf[at] = '\0';
		return xstrdup(buf);
	}
	default:
		print_symstr(&s->po, fld, p, buf, sizeof(buf));
		return xstrdup(buf);
	}
}

struct frames {
	struct flame_frame *v;
	uint32_t n, cap;
};

static void push(struct frames *fr, char *name, enum svg_palette kind)
{
	if (fr->n == fr->cap) {
		fr->cap = fr->cap ? fr->cap * 2 : 64;
		fr->v = xrealloc(fr->v, fr->cap * sizeof(*fr->v));
	}
	fr->v[fr->n++] = (struct flame_frame){ name, kind };
}

/* Pushes a stack key's frames, outermost first, named as stack() names them (no offsets). */
static void push_stack(const struct session *s, struct frames *fr, const struct rec_field *fld,
		       const uint8_t *p)
{
	bool user = print_stack_is_user(fld, p);
	const uint8_t *pcs;
	uint32_t pid, depth = print_stack_pcs(fld, p, &pcs, &pid, NULL);
	char buf[512];

	for (uint32_t i = depth; i-- > 0;) {
		print_frame_str(&s->po, user, pid, (uint64_t)print_read_int(pcs + 8 * i, 8, false), false,
				buf, sizeof(buf));
		push(fr, xstrdup(buf), user ? SVG_PAL_USER : SVG_PAL_KERNEL);
	}
}

/* Adds one entry: other keys, then user stacks, then kernel stacks (see the top comment). */
static void flame_entry(const struct session *s, struct flame *fl, const struct agg_desc *ad,
			const struct agg_entry *e)
{
	struct frames fr = { 0 };
	uint64_t w = weight(ad, e->val);

	if (!w)
		return;
	for (uint32_t k = 0; k < ad->nkeys; k++)
		if (!is_stack(&ad->keys[k]))
			push(&fr, key_text(s, &ad->keys[k], e->key + ad->keys[k].off), SVG_PAL_KEY);
	/* a key that holds either kind (stack() here, ustack() there) goes with the kind it holds */
	for (uint32_t k = 0; k < ad->nkeys; k++)
		if (is_stack(&ad->keys[k]) && print_stack_is_user(&ad->keys[k], e->key + ad->keys[k].off))
			push_stack(s, &fr, &ad->keys[k], e->key + ad->keys[k].off);
	for (uint32_t k = 0; k < ad->nkeys; k++)
		if (is_stack(&ad->keys[k]) && !print_stack_is_user(&ad->keys[k], e->key + ad->keys[k].off))
			push_stack(s, &fr, &ad->keys[k], e->key + ad->keys[k].off);
	flame_add(fl, fr.v, fr.n, w);
	for (uint32_t i = 0; i < fr.n; i++)
		free((char *)fr.v[i].name);
	free(fr.v);
}

static const char *func_name(enum agg_func fn)
{
	static const char *const names[] = {
		[AGG_COUNT] = "count", [AGG_SUM] = "sum", [AGG_AVG] = "avg",
		[AGG_MIN] = "min", [AGG_MAX] = "max", [AGG_STDDEV] = "stddev",
		[AGG_QUANTIZE] = "quantize", [AGG_LQUANTIZE] = "lquantize",
		[AGG_LLQUANTIZE] = "llquantize",
	};
	_Static_assert(ARRAY_LEN(names) == AGG__COUNT, "names out of sync");

	return names[fn];
}

static int flame_draw(const void *obj, FILE *f, const char *title, const char *sub)
{
	return flame_write(obj, f, title, sub);
}

/* Builds the flame graph of aggregation agg (NULL if it has no stack key). */
static struct flame *flame_of(struct session *s, uint32_t agg)
{
	const struct agg_desc *ad = &s->pd->aggs[agg];
	struct agg_snap snap;
	struct flame *fl;

	if (!aggsvg_has_stack(ad) || agg_snapshot(s, agg, &snap))
		return NULL;
	fl = flame_new();
	for (size_t i = 0; i < snap.n; i++)
		flame_entry(s, fl, ad, &snap.ents[i]);
	agg_snap_free(&snap);
	return fl;
}

int aggsvg_print_folded(struct session *s, const struct agg_snap *snap)
{
	struct flame *fl = flame_new();

	for (size_t i = 0; i < snap->n; i++)
		flame_entry(s, fl, snap->ad, &snap->ents[i]);
	flame_write_folded(fl, s->out);
	flame_free(fl);
	return ferror(s->out) ? -EIO : 0;
}

static int flame_write_all(struct session *s)
{
	uint32_t nth = 0;
	int err = 0;

	for (uint32_t i = 0; i < s->pd->naggs; i++) {
		const struct agg_desc *ad = &s->pd->aggs[i];
		struct flame *fl = flame_of(s, i);
		char *path, *title, *sub;
		int e;

		if (!fl)
			continue;
		path = file_for(s->opt.flamegraph, nth++, ad);
		title = xasprintf("Flame graph: @%s", ad->name);
		sub = xasprintf("%s() per stack; width: share of the total", func_name(ad->func));
		e = write_file(path, "flame graph", ad, fl, flame_draw, title, sub);
		if (!e && !s->opt.quiet)
			fprintf(stderr, "dtrace: flame graph of @%s written to %s (%llu stacks)\n",
				ad->name, path, (unsigned long long)fl->nstacks);
		err = err ? err : e;
		free(path);
		free(title);
		free(sub);
		flame_free(fl);
	}
	if (nth == 0)
		fprintf(stderr, "dtrace: -x flamegraph: no aggregation with a stack() or ustack() "
				"key to draw\n");
	return err;
}

int aggsvg_finish(struct session *s)
{
	int err = 0, e;

	if (!s->svg)
		return 0;
	if (s->svg->nheats)
		err = heat_write_all(s);
	if (s->opt.flamegraph) {
		e = flame_write_all(s);
		err = err ? err : e;
	}
	return err;
}

void aggsvg_fini(struct session *s)
{
	struct aggsvg *g = s->svg;

	if (!g)
		return;
	for (uint32_t i = 0; i < g->nheats; i++) {
		struct heat *h = &g->heats[i];

		for (uint32_t k = 0; k < h->nkeys; k++) {
			free(h->keys[k].key);
			free(h->keys[k].prev);
		}
		free(h->keys);
		free(h->prev);
		heatmap_free(h->hm);
	}
	free(g->heats);
	free(g);
	s->svg = NULL;
}
