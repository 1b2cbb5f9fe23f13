/*
 * print_agg.c - DTrace's output for aggregations: scalar values, the
 * quantize/lquantize/llquantize histograms, printa() with and without a
 * format, sorting, and merging per-CPU values (stage 8 of 8, with print.c).
 *
 * Input: merged struct agg_entry arrays and the aggregation's struct
 * agg_desc. Output: text on a FILE, byte for byte as DTrace prints it.
 * Layouts of the values are those of aggdef.h.
 *
 * The shapes (DTrace's): each entry is its keys, then its value, then a
 * newline. Keys print by size as " %3d", " %5d", " %8d", " %16lld", strings
 * as "  %-50s", stacks as a newline and indented frames. Scalar values
 * print as " %16lld"; histograms as a newline, the header line
 * "           value  ------------- Distribution ------------- count    ",
 * and rows "%16lld |<40 columns of bar> %-9lld". printa(@a) prints a
 * newline before the entries (print_printa); at exit the caller prints one
 * newline, then every aggregation not yet printed.
 */
#include "print.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../cc/aggdef.h"
#include "print_priv.h"

static int64_t word(const uint8_t *val, int i)
{
	int64_t v;

	memcpy(&v, val + 8 * i, 8);
	return v;
}

static void set_word(uint8_t *val, int i, int64_t v)
{
	memcpy(val + 8 * i, &v, 8);
}

static bool is_hist(enum agg_func fn)
{
	return fn == AGG_QUANTIZE || fn == AGG_LQUANTIZE || fn == AGG_LLQUANTIZE;
}

/* Buckets of a histogram value, never more than the value holds. */
static int64_t hist_nbuckets(const struct agg_desc *ad)
{
	int64_t n = agg_nbuckets(ad->func, ad->param);

	if (ad->val_size && n > (int64_t)(ad->val_size / 8))
		n = ad->val_size / 8;
	return n;
}

/* normalize(): the divisor of an aggregation's printed values (1 when not normalized). */
static int64_t normal_of(const struct agg_desc *ad, const struct print_opts *po)
{
	if (!po || !po->normal || po->normal[ad->id] == 0 || po->normal[ad->id] > INT64_MAX)
		return 1;
	return (int64_t)po->normal[ad->id];
}

/* ---- scalar values ---- */

/* Integer square root of a 128-bit value, rounded down. */
static uint64_t isqrt128(unsigned __int128 v)
{
	unsigned __int128 res = 0, bit = (unsigned __int128)1 << 126;

	while (bit > v)
		bit >>= 2;
	while (bit) {
		if (v >= res + bit) {
			v -= res + bit;
			res = (res >> 1) + bit;
		} else {
			res >>= 1;
		}
		bit >>= 2;
	}
	return (uint64_t)res;
}

/*
 * stddev(): DTrace's integer standard deviation, sqrt(avg(x^2) - avg(x)^2)
 * with each average rounded down (the sum of squares is 128 bits).
 */
static uint64_t stddev_value(const uint8_t *val, int64_t normal)
{
	uint64_t count = (uint64_t)word(val, AGGV_COUNT);
	unsigned __int128 sumsq, avg_sq, sq_avg;
	int64_t avg;

	if (count == 0)
		return 0;
	sumsq = ((unsigned __int128)(uint64_t)word(val, AGGV_SUMSQ_HI) << 64) |
		(uint64_t)word(val, AGGV_SUMSQ_LO);
	avg_sq = sumsq / (uint64_t)normal / (uint64_t)normal / count;
	avg = word(val, AGGV_SUM) / normal / (int64_t)count;
	if (avg < 0)
		avg = -avg;
	sq_avg = (unsigned __int128)(uint64_t)avg * (uint64_t)avg;
	return isqrt128(avg_sq - sq_avg);
}

/*
 * The value a scalar aggregation prints (and sorts by); *is_signed tells
 * how to print it. A min()/max() that holds no value (cleared, or missing
 * from a printa() row) is 0, as DTrace's zero-filled data prints.
 */
static int64_t scalar_value(enum agg_func fn, const uint8_t *val, int64_t normal, bool *is_signed)
{
	int64_t count;

	*is_signed = true;
	if (!val)
		return 0;
	switch (fn) {
	case AGG_COUNT:
		*is_signed = false;
		return (int64_t)((uint64_t)word(val, AGGV_COUNT) / (uint64_t)normal);
	case AGG_SUM:
		return word(val, 0) / normal;
	case AGG_AVG:
		count = word(val, AGGV_COUNT);
		return count ? word(val, AGGV_SUM) / normal / count : 0;
	case AGG_MIN:
	case AGG_MAX:
		return (word(val, AGGV_SET) ? word(val, AGGV_MINMAX) : 0) / normal;
	case AGG_STDDEV:
		*is_signed = false;
		return (int64_t)stddev_value(val, normal);
	default:
		return 0;
	}
}

/* ---- histograms ---- */

struct hist {
	const int64_t *b;     /* bucket counts (aligned copy) */
	int64_t n;            /* buckets */
	int64_t first, last;  /* rows printed */
	long double total;    /* sum of |count| over the printed rows */
	bool pos, neg;        /* any positive / negative count */
	int64_t normal;       /* normalize(): counts print divided by this */
	bool zoom;            /* aggzoom: the tallest bar fills 95% of the width */
};

/* One row's bar and count, DTrace's three styles: positive, negative, both. */
static void print_quantline(FILE *f, int64_t val, const struct hist *h)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	static const char sp[] = "                                        ";
	long double mag = val < 0 ? -(long double)val : (long double)val;
	int len = 40, depth;

	if (!h->neg) {
		depth = h->pos ? (int)(mag * len / h->total + 0.5) : 0;
		fprintf(f, "|%s%s %-9lld\n", ats + len - depth, sp + depth,
			(long long)(val / h->normal));
		return;
	}
	if (!h->pos) {
		depth = (int)(mag * len / h->total + 0.5);
		fprintf(f, "%s%s| %-9lld\n", sp + depth, ats + len - depth,
			(long long)(val / h->normal));
		return;
	}
	len /= 2;
	depth = (int)(mag * len / h->total + 0.5);
	if (val <= 0)
		fprintf(f, "%s%s|%*s %-9lld\n", sp + 20 + depth, ats + 40 - depth, len, "",
			(long long)(val / h->normal));
	else
		fprintf(f, "%20s|%s%s %-9lld\n", "", ats + 40 - depth, sp + 20 + depth,
			(long long)(val / h->normal));
}

/*
 * Picks the rows to print: from one below the lowest non-zero bucket to
 * one above the highest; with no data, the rows empty_first..empty_last.
 */
static void hist_range(struct hist *h, int64_t scan_end, int64_t empty_first, int64_t empty_last)
{
	h->first = 0;
	while (h->first < scan_end && h->b[h->first] == 0)
		h->first++;
	if (h->first == scan_end) {
		h->first = empty_first;
		h->last = empty_last;
	} else {
		if (h->first > 0)
			h->first--;
		h->last = h->n - 1;
		while (h->last > 0 && h->b[h->last] == 0)
			h->last--;
		if (h->last < h->n - 1)
			h->last++;
	}
	h->total = 0;
	h->pos = h->neg = false;
	for (int64_t i = h->first; i <= h->last; i++) {
		long double mag = h->b[i] < 0 ? -(long double)h->b[i] : (long double)h->b[i];

		h->pos |= h->b[i] > 0;
		h->neg |= h->b[i] < 0;
		if (!h->zoom)
			h->total += mag;
		else if (h->total < mag * (1 / 0.95L))
			h->total = mag * (1 / 0.95L);
	}
}

static void print_hist_header(FILE *f)
{
	fprintf(f, "\n%16s %41s %-9s\n", "value", "------------- Distribution -------------",
		"count");
}

static void print_quantize(FILE *f, struct hist *h)
{
	/* every bucket counts, the last too (Solaris's scan stopped before it; DTrace on Linux's does not) */
	hist_range(h, h->n, AGG_QUANTIZE_ZERO - 1, AGG_QUANTIZE_ZERO + 1);
	print_hist_header(f);
	for (int64_t i = h->first; i <= h->last; i++) {
		fprintf(f, "%16lld ", (long long)agg_quantize_bound((int)i));
		print_quantline(f, h->b[i], h);
	}
}

static void print_lquantize(FILE *f, struct hist *h, const int64_t *param)
{
	int64_t base = param[0], step = param[2];
	int64_t levels = agg_lquantize_levels(param[0], param[1], param[2]);
	char label[32];

	hist_range(h, h->n, 0, 2);
	print_hist_header(f);
	for (int64_t i = h->first; i <= h->last; i++) {
		if (i == 0) {
			snprintf(label, sizeof(label), "< %lld", (long long)base);
			fprintf(f, "%16s ", label);
		} else if (i == levels + 1) {
			snprintf(label, sizeof(label), ">= %lld", (long long)(base + levels * step));
			fprintf(f, "%16s ", label);
		} else {
			fprintf(f, "%16lld ", (long long)(base + (i - 1) * step));
		}
		print_quantline(f, h->b[i], h);
	}
}

static void print_llquantize(FILE *f, struct hist *h, const int64_t *param)
{
	int64_t factor = param[0], low = param[1], high = param[2], nsteps = param[3];
	int64_t mid = (h->n - 1) / 2, small = agg_llquantize_step_bound(0, factor, low, high, nsteps);
	char label[32];

	hist_range(h, h->n, mid, mid + 2); /* no data: 0 and the two steps above, as DTrace on Linux */
	print_hist_header(f);
	for (int64_t i = h->first; i <= h->last; i++) {
		int64_t bound = agg_llquantize_bound(i, factor, low, high, nsteps);

		/* the middle row is abs() < factor^low (0 alone when that is 1); the ends are overflows */
		if (i == mid && small > 1)
			snprintf(label, sizeof(label), "abs() < %lld", (long long)small);
		else if (i == 0)
			snprintf(label, sizeof(label), "<= %lld", (long long)bound);
		else if (i == h->n - 1)
			snprintf(label, sizeof(label), ">= %lld", (long long)bound);
		else
			snprintf(label, sizeof(label), "%lld", (long long)bound);
		fprintf(f, "%16s ", label);
		print_quantline(f, h->b[i], h);
	}
}

/* A histogram value: a newline, the header, the rows. val NULL prints the empty histogram. */
static void print_hist(FILE *f, const struct agg_desc *ad, const uint8_t *val,
		       const struct print_opts *po)
{
	int64_t n = hist_nbuckets(ad);
	int64_t *b = calloc((size_t)(n > 0 ? n : 1), sizeof(int64_t));
	struct hist h = { .b = b, .n = n, .normal = normal_of(ad, po), .zoom = po && po->aggzoom };

	if (!b)
		return;
	if (val)
		memcpy(b, val, (size_t)n * 8);
	switch (ad->func) {
	case AGG_QUANTIZE:
		print_quantize(f, &h);
		break;
	case AGG_LQUANTIZE:
		print_lquantize(f, &h, ad->param);
		break;
	case AGG_LLQUANTIZE:
		print_llquantize(f, &h, ad->param);
		break;
	default:
		break;
	}
	free(b);
}

/*
 * The rows a histogram value prints, for other output formats: the same
 * range as the text rows, each row's lower bound (the underflow and
 * overflow rows of lquantize/llquantize flagged by edge) and its count
 * divided by normalize()'s divisor. Returns the number of rows in *rows
 * (malloc'd, the caller frees), or -1 when out of memory.
 */
int64_t print_hist_rows(const struct agg_desc *ad, const uint8_t *val, const struct print_opts *po,
			struct print_hist_row **rows)
{
	int64_t n = hist_nbuckets(ad), levels = 0, k = 0;
	int64_t *b = calloc((size_t)(n > 0 ? n : 1), sizeof(int64_t));
	struct hist h = { .b = b, .n = n, .normal = normal_of(ad, po) };
	struct print_hist_row *r;

	if (!b)
		return -1;
	if (val)
		memcpy(b, val, (size_t)n * 8);
	if (ad->func == AGG_QUANTIZE) {
		hist_range(&h, h.n, AGG_QUANTIZE_ZERO - 1, AGG_QUANTIZE_ZERO + 1);
	} else if (ad->func == AGG_LQUANTIZE) {
		levels = agg_lquantize_levels(ad->param[0], ad->param[1], ad->param[2]);
		hist_range(&h, h.n, 0, 2);
	} else {
		hist_range(&h, h.n, (h.n - 1) / 2, (h.n - 1) / 2 + 2);
	}
	r = calloc((size_t)(h.last - h.first + 1 > 0 ? h.last - h.first + 1 : 1), sizeof(*r));
	if (!r) {
		free(b);
		return -1;
	}
	for (int64_t i = h.first; i <= h.last; i++, k++) {
		r[k].count = b[i] / h.normal;
		if (ad->func == AGG_QUANTIZE) {
			r[k].value = agg_quantize_bound((int)i);
		} else if (ad->func == AGG_LQUANTIZE) {
			r[k].value = i == 0 ? ad->param[0] :
				     ad->param[0] + (i > levels ? levels : i - 1) * ad->param[2];
			r[k].edge = i == 0 ? -1 : i == levels + 1 ? 1 : 0;
		} else {
			r[k].value = agg_llquantize_bound(i, ad->param[0], ad->param[1], ad->param[2],
							  ad->param[3]);
			r[k].edge = i == 0 ? -1 : i == n - 1 ? 1 : 0;
		}
	}
	free(b);
	*rows = r;
	return k;
}

/* ---- entries ---- */

/*
 * Whether a key of bytes (a struct, union or long double) is, to DTrace,
 * a record of 1, 2, 4 or 8 bytes, which it prints and sorts as the
 * integer those bytes hold; other sizes print as bytes, sort bytewise.
 */
static bool bytes_key_is_int(const struct rec_field *fld)
{
	return fld->kind == FIELD_BYTES && !fld->is_float &&
	       (fld->size == 1 || fld->size == 2 || fld->size == 4 || fld->size == 8);
}

/* One key column, as DTrace prints an aggregation key. */
static void print_key(FILE *f, const struct rec_field *fld, const uint8_t *key, bool packed,
		      const struct print_opts *po)
{
	const uint8_t *p = key + fld->off;
	char buf[512];

	switch (fld->kind) {
	case FIELD_INT:
		if (fld->size < 4) { /* DTrace prints a char or short key as unsigned (its sort order), wider ones as typed */
			struct rec_field u = *fld;

			u.is_signed = false;
			print_int_field(f, &u, p, false);
			return;
		}
		print_int_field(f, fld, p, false);
		return;
	case FIELD_STRING:
		/* agghist's key column: strings right-aligned in 16. */
		if (packed && p[0] != '\0') {
			fprintf(f, " %16.*s", (int)strnlen((const char *)p, fld->size), (const char *)p);
			return;
		}
		/* An empty string is not "printable" to DTrace: it dumps the bytes. */
		if (p[0] != '\0') {
			fprintf(f, "  %-50.*s", (int)strnlen((const char *)p, fld->size),
				(const char *)p);
			return;
		}
		print_bytes(f, p, fld->size, -50, false);
		return;
	case FIELD_BYTES:
		if (bytes_key_is_int(fld)) { /* a struct of 1, 2, 4 or 8 bytes: DTrace prints the word */
			struct rec_field w = *fld;

			w.kind = FIELD_INT;
			w.is_signed = fld->size >= 4;
			print_int_field(f, &w, p, false);
			return;
		}
		print_bytes(f, p, fld->size, -50, false);
		return;
	case FIELD_STACK:
	case FIELD_USTACK:
		print_stack_fmt(f, fld, p, po, print_stack_indent(po), NULL);
		return;
	default:
		print_symstr(po, fld, p, buf, sizeof(buf));
		fprintf(f, "  %-50s", buf);
		return;
	}
}

/* The value column of an entry (scalar or histogram); val NULL is an empty value. */
static void print_value(FILE *f, const struct agg_desc *ad, const uint8_t *val,
			const struct print_opts *po)
{
	bool is_signed;
	int64_t v;

	if (is_hist(ad->func)) {
		print_hist(f, ad, val, po);
		return;
	}
	v = scalar_value(ad->func, val, normal_of(ad, po), &is_signed);
	if (is_signed)
		fprintf(f, " %16lld", (long long)v);
	else
		fprintf(f, " %16llu", (unsigned long long)v);
}

/* ---- sorting ---- */

/*
 * Orders two values of one aggregation as DTrace does: scalars by their
 * printed value; histograms by the sum of bucket value times count, then by
 * the count at zero.
 */
static int valcmp(const struct agg_desc *ad, const uint8_t *a, const uint8_t *b)
{
	long double ta = 0, tb = 0;
	int64_t za = 0, zb = 0, n;
	bool sa, sb;

	if (!is_hist(ad->func)) {
		int64_t va = scalar_value(ad->func, a, 1, &sa), vb = scalar_value(ad->func, b, 1, &sb);

		if (!sa)
			return (uint64_t)va < (uint64_t)vb ? -1 : (uint64_t)va > (uint64_t)vb;
		return va < vb ? -1 : va > vb;
	}
	n = hist_nbuckets(ad);
	for (int64_t i = 0; i < n; i++) {
		long double weight;
		int64_t ca = a ? word(a, (int)i) : 0, cb = b ? word(b, (int)i) : 0;

		switch (ad->func) {
		case AGG_QUANTIZE:
			weight = (long double)agg_quantize_bound((int)i);
			break;
		case AGG_LQUANTIZE:
			/* DTrace weighs the underflow bucket base - 1 and the overflow limit + 1. */
			weight = (long double)agg_lquantize_bound(i, ad->param[0], ad->param[1],
								  ad->param[2]);
			if (i == 0)
				weight -= 1;
			else if (i == n - 1)
				weight += 1;
			break;
		default:
			weight = (long double)agg_llquantize_bound(i, ad->param[0], ad->param[1],
								   ad->param[2], ad->param[3]);
			if (i == 0)
				weight -= 1;
			break;
		}
		if (weight == 0) {
			za = ca;
			zb = cb;
		}
		ta += weight * (long double)ca;
		tb += weight * (long double)cb;
	}
	if (ta != tb)
		return ta < tb ? -1 : 1;
	return za < zb ? -1 : za > zb;
}

/*
 * The size of the record DTrace would have made of a stack key's value
 * at p (its kind and depth: prog.h's STACK_KEY_WORD); 0 for a kernel
 * stack of a key of its own (FIELD_STACK), where all are of one size.
 */
static uint64_t stack_rec_size(const struct rec_field *fld, const uint8_t *p)
{
	uint64_t depth, word;

	if (fld->kind != FIELD_USTACK)
		return 0;
	memcpy(&word, p, sizeof(word));
	depth = STACK_KEY_DEPTH(word);
	return print_stack_is_user(fld, p) ? depth * 8 + 8 : depth * 8;
}

/*
 * One key column: integers unsigned (DTrace sorts them so), everything
 * else bytewise; stacks by the size of their records first, as DTrace
 * does (where stack() and ustack() share a key, a stack() of the default
 * depth before a ustack()), a kernel stack before a user one of a size.
 */
static int keycol_cmp(const struct rec_field *fld, const uint8_t *a, const uint8_t *b)
{
	if (fld->kind == FIELD_USTACK) {
		uint64_t sa = stack_rec_size(fld, a + fld->off), sb = stack_rec_size(fld, b + fld->off);
		bool ua = print_stack_is_user(fld, a + fld->off), ub = print_stack_is_user(fld, b + fld->off);

		if (sa != sb)
			return sa < sb ? -1 : 1;
		if (ua != ub)
			return ua ? 1 : -1;
	}
	if ((fld->kind == FIELD_INT && fld->size <= 8) || bytes_key_is_int(fld)) {
		uint64_t va = (uint64_t)print_read_int(a + fld->off, fld->size, false);
		uint64_t vb = (uint64_t)print_read_int(b + fld->off, fld->size, false);

		return va < vb ? -1 : va > vb;
	}
	if (fld->kind == FIELD_STRING) {
		int r = strncmp((const char *)a + fld->off, (const char *)b + fld->off, fld->size);

		return r < 0 ? -1 : r > 0;
	}
	for (uint32_t i = 0; i < fld->size; i++) {
		if (a[fld->off + i] != b[fld->off + i])
			return a[fld->off + i] < b[fld->off + i] ? -1 : 1;
	}
	return 0;
}

/* Keys in order, starting from key aggsortkeypos and wrapping around. */
static int keycmp(const struct agg_desc *ad, const uint8_t *a, const uint8_t *b,
		  const struct print_opts *po)
{
	uint32_t start = po && po->aggsortkeypos > 0 ? (uint32_t)po->aggsortkeypos : 0;

	if (!a || !b)
		return !a - !b;
	for (uint32_t j = 0; j < ad->nkeys; j++) {
		uint32_t k = (j + start) % ad->nkeys;
		int r = keycol_cmp(&ad->keys[k], a, b);

		if (r)
			return r;
	}
	return 0;
}

struct sort_ctx {
	const struct agg_desc *const *ads;
	uint32_t nads;
	const struct print_opts *po;
};

/*
 * The key of a row of printa(), as a pointer to read with ads[0]'s key
 * fields: the aggregations share the tuple, not necessarily where it starts.
 */
static const uint8_t *row_key(const struct agg_entry *row, const struct agg_desc *const *ads,
			      uint32_t nads)
{
	for (uint32_t j = 0; j < nads; j++) {
		if (!row[j].key)
			continue;
		if (j == 0 || ads[0]->nkeys == 0 || ads[j]->nkeys == 0)
			return row[j].key;
		return row[j].key + ads[j]->keys[0].off - ads[0]->keys[0].off;
	}
	return NULL;
}

/*
 * Orders two rows of nads values sharing one key: by the value of
 * aggregation aggsortpos, then the ones after it (wrapping around), then
 * the keys (keys first under aggsortkey); all reversed under aggsortrev.
 */
static int rowcmp(const struct agg_entry *a, const struct agg_entry *b, const struct sort_ctx *s)
{
	const struct print_opts *po = s->po;
	uint32_t pos = po && po->aggsortpos > 0 && (uint32_t)po->aggsortpos < s->nads ?
			       (uint32_t)po->aggsortpos : 0;
	bool bykey = po && po->aggsortkey;
	const uint8_t *ka = row_key(a, s->ads, s->nads), *kb = row_key(b, s->ads, s->nads);
	int r = 0;

	if (bykey)
		r = keycmp(s->ads[0], ka, kb, po);
	for (uint32_t i = 0; !r && i < s->nads; i++) {
		uint32_t j = (i + pos) % s->nads;

		r = valcmp(s->ads[j], a[j].val, b[j].val);
	}
	if (!r && !bykey)
		r = keycmp(s->ads[0], ka, kb, po);
	return po && po->aggsortrev ? -r : r;
}

static int entry_cmp(const void *a, const void *b, void *ctx)
{
	return rowcmp(a, b, ctx);
}

static int row_cmp(const void *a, const void *b, void *ctx)
{
	return rowcmp(*(struct agg_entry *const *)a, *(struct agg_entry *const *)b, ctx);
}

void print_agg_sort(const struct agg_desc *ad, struct agg_entry *ents, size_t n,
		    const struct print_opts *po)
{
	struct sort_ctx s = { .ads = &ad, .nads = 1, .po = po };

	qsort_r(ents, n, sizeof(*ents), entry_cmp, &s);
}

int64_t print_agg_scalar(const struct agg_desc *ad, const uint8_t *val,
			 const struct print_opts *po, bool *is_signed)
{
	return scalar_value(ad->func, val, normal_of(ad, po), is_signed);
}

/* ---- printing ---- */

/* agghist's width of a key column: integers as usual, everything else 16. */
static int packed_width(const struct rec_field *fld)
{
	if (fld->kind != FIELD_INT)
		return 16;
	return fld->size == 1 ? 3 : fld->size == 2 ? 5 : fld->size == 4 ? 8 : 16;
}

/*
 * -x agghist: a count() or sum() drawn as one histogram whose rows are the
 * keys: a "key" header as wide as the key columns, then per entry the keys
 * and a bar scaled against the total of all entries.
 */
static void print_agghist(FILE *f, const struct agg_desc *ad, const struct agg_entry *ents,
			  size_t n, const struct print_opts *po)
{
	struct hist h = { .normal = normal_of(ad, po), .zoom = po->aggzoom };
	int width = 0;

	for (size_t i = 0; i < n; i++) {
		int64_t v = ents[i].val ? word(ents[i].val, 0) : 0;
		long double mag = v < 0 ? -(long double)v : (long double)v;

		h.pos |= v > 0;
		h.neg |= v < 0;
		/* DTrace keeps this total in an integer: the zoomed maximum is truncated. */
		if (!h.zoom)
			h.total += mag;
		else if (h.total < (long double)(int64_t)(mag * (1 / 0.95L)))
			h.total = (long double)(int64_t)(mag * (1 / 0.95L));
	}
	for (uint32_t k = 0; k < ad->nkeys; k++)
		width += packed_width(&ad->keys[k]) + 1;
	fprintf(f, "\n%*s %41s %-9s\n", width ? width : 16, width ? "key" : "value",
		"------------- Distribution -------------", "count");
	for (size_t i = 0; i < n; i++) {
		for (uint32_t k = 0; k < ad->nkeys; k++)
			print_key(f, &ad->keys[k], ents[i].key, true, po);
		fputc(' ', f);
		print_quantline(f, ents[i].val ? word(ents[i].val, 0) : 0, &h);
	}
}

/* ---- aggpack ---- */

/* The width DTrace gives a packed histogram's bound: its digits and sign, at least 4. */
static int ndigits(int64_t v)
{
	uint64_t mag = v < 0 ? -(uint64_t)v : (uint64_t)v, cmp = 10;
	int n = v < 0 ? 2 : 1;

	while (mag > cmp && cmp <= UINT64_MAX / 10) {
		n++;
		cmp *= 10;
	}
	return n < 4 ? 4 : n;
}

/*
 * One bucket of a packed histogram: a blank for no count, else a character
 * whose height is the count's share of the total (UTF-8 blocks, or
 * "__xxxxXX" in ASCII; "vvvvVV" for negative counts).
 */
static void print_packed_cell(FILE *f, int64_t datum, long double total, bool ascii)
{
	static const char asc[] = "__xxxxXX", neg[] = "vvvvVV";

	if (datum == 0) {
		fputc(' ', f);
	} else if (datum < 0) {
		fputc(neg[(unsigned)(-(long double)datum * 5 / total + 0.5)], f);
	} else if (ascii) {
		fputc(asc[(unsigned)((long double)datum * 7 / total + 0.5)], f);
	} else {
		unsigned block = 0x2581 + (unsigned)((long double)datum * 7 / total + 0.5);

		fputc(0xe0 | (block >> 12), f);
		fputc(0x80 | ((block >> 6) & 0x3f), f);
		fputc(0x80 | (block & 0x3f), f);
	}
}

/* The buckets every packed row shows: DTrace's bins around all entries' data. */
static void pack_range(const struct agg_desc *ad, const struct agg_entry *ents, size_t n,
		       int64_t *min, int64_t *max)
{
	int64_t lo = -1, hi = -1;

	if (ad->func == AGG_LQUANTIZE) {
		*min = 0;
		*max = agg_lquantize_levels(ad->param[0], ad->param[1], ad->param[2]) + 1;
		return;
	}
	for (size_t i = 0; i < n; i++) {
		for (int b = 0; ents[i].val && b < AGG_QUANTIZE_NBUCKETS; b++) {
			if (!word(ents[i].val, b))
				continue;
			if (lo < 0 || b < lo)
				lo = b;
			if (b > hi)
				hi = b;
		}
	}
	if (lo < 0)
		lo = hi = AGG_QUANTIZE_ZERO;
	if (lo != 0 && lo != AGG_QUANTIZE_ZERO)
		lo--;
	if (hi < AGG_QUANTIZE_NBUCKETS - 1)
		hi++;
	*min = lo;
	*max = hi;
}

/* The packed header: "key", then "min", a dash per bucket, "max" and "count". */
static void print_pack_header(FILE *f, const struct agg_desc *ad, int width, int64_t min,
			      int64_t max)
{
	int minw = 7, maxw = 8;

	if (ad->func == AGG_QUANTIZE) {
		minw = ndigits(agg_quantize_bound((int)min));
		maxw = ndigits(agg_quantize_bound((int)max));
	} else {
		min++; /* DTrace's lquantize header starts one bucket in */
		max++;
	}
	fprintf(f, "\n%*s %*s .", width, width > 0 ? "key" : "", minw, "min");
	for (int64_t i = min; i <= max; i++)
		fputc('-', f);
	fprintf(f, ". %*s | count\n", -maxw, "max");
}

/* One entry's packed histogram: bounds, a cell per bucket, the total count. */
static void print_pack_row(FILE *f, const struct agg_desc *ad, const uint8_t *val, int64_t min,
			   int64_t max, const struct print_opts *po)
{
	long double total = 0, count = 0;
	char label[32];

	for (int64_t i = min; i <= max; i++) {
		int64_t c = val ? word(val, (int)i) : 0;
		long double mag = c < 0 ? -(long double)c : (long double)c;

		if (!po->aggzoom)
			total += mag;
		else if (total < mag * (1 / 0.95L))
			total = mag * (1 / 0.95L);
		count += (long double)c;
	}
	if (ad->func == AGG_QUANTIZE) {
		int64_t lo = agg_quantize_bound((int)min);

		fprintf(f, " %*lld :", ndigits(lo), (long long)lo);
	} else {
		snprintf(label, sizeof(label), "< %lld", (long long)ad->param[0]);
		fprintf(f, "%8s :", label);
	}
	for (int64_t i = min; i <= max; i++)
		print_packed_cell(f, val ? word(val, (int)i) : 0, total, po->aggpack_ascii);
	if (ad->func == AGG_QUANTIZE) {
		int64_t hi = agg_quantize_bound((int)max);

		fprintf(f, ": %*lld | %lld\n", -ndigits(hi), (long long)hi, (long long)count);
	} else {
		snprintf(label, sizeof(label), ">= %lld",
			 (long long)agg_lquantize_bound(max, ad->param[0], ad->param[1], ad->param[2]));
		fprintf(f, ": %-8s | %lld\n", label, (long long)count);
	}
}

/*
 * -x aggpack: quantize() and lquantize() entries one line each, the keys
 * then a row of small bars, under one header for the aggregation.
 */
static void print_aggpack(FILE *f, const struct agg_desc *ad, const struct agg_entry *ents,
			  size_t n, const struct print_opts *po)
{
	int64_t min, max;
	int width = 0;

	pack_range(ad, ents, n, &min, &max);
	for (uint32_t k = 0; k < ad->nkeys; k++)
		width += packed_width(&ad->keys[k]) + 1;
	print_pack_header(f, ad, width, min, max);
	for (size_t i = 0; i < n; i++) {
		for (uint32_t k = 0; k < ad->nkeys; k++)
			print_key(f, &ad->keys[k], ents[i].key, true, po);
		print_pack_row(f, ad, ents[i].val, min, max, po);
	}
}

int print_agg(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
	      const struct print_opts *po)
{
	struct sort_ctx s = { .ads = &ad, .nads = 1, .po = po };

	qsort_r(ents, n, sizeof(*ents), entry_cmp, &s);
	if (po && po->agghist && n > 0 && (ad->func == AGG_COUNT || ad->func == AGG_SUM)) {
		print_agghist(f, ad, ents, n, po);
		return ferror(f) ? -EIO : 0;
	}
	if (po && po->aggpack && n > 0 && (ad->func == AGG_QUANTIZE || ad->func == AGG_LQUANTIZE)) {
		print_aggpack(f, ad, ents, n, po);
		return ferror(f) ? -EIO : 0;
	}
	for (size_t i = 0; i < n; i++) {
		for (uint32_t k = 0; k < ad->nkeys; k++)
			print_key(f, &ad->keys[k], ents[i].key, false, po);
		print_value(f, ad, ents[i].val, po);
		fputc('\n', f);
	}
	return ferror(f) ? -EIO : 0;
}

int print_printa(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
		 const struct print_opts *po)
{
	fputc('\n', f);
	return print_agg(f, ad, ents, n, po);
}

/* printa()'s %@ conversion: the value of one aggregation, formatted by the conversion. */
static void print_agg_conv(FILE *f, const struct pfmt_conv *c, const struct agg_desc *ad,
			   const uint8_t *val, const struct print_opts *po)
{
	bool is_signed;
	int64_t v;

	if (is_hist(ad->func)) {
		print_hist(f, ad, val, po);
		return;
	}
	v = scalar_value(ad->func, val, normal_of(ad, po), &is_signed);
	print_conv_int(f, c, v, is_signed);
}

/*
 * Where printa()'s conversions are in a row: plain conversions take the
 * keys in order ('*' included), %@ conversions the aggregations' values.
 */
struct printa_args {
	const struct agg_desc *const *ads;
	uint32_t nads;
	const struct agg_entry *row;
	const uint8_t *key;
	uint32_t nkey, nagg;
};

static int64_t printa_int_arg(struct printa_args *a)
{
	const struct agg_desc *ad = a->ads[0];

	if (a->nkey < ad->nkeys) {
		const struct rec_field *fld = &ad->keys[a->nkey++];

		return a->key ? print_read_int(a->key + fld->off, fld->size, fld->is_signed) : 0;
	}
	return 0;
}

static void printa_row(FILE *f, const char *fmt, struct printa_args *a,
		       const struct print_opts *po)
{
	const struct agg_desc *ad = a->ads[0];
	struct pfmt_iter it;
	struct pfmt_conv c;
	struct pfmt_err err;

	pfmt_init(&it, fmt);
	while (pfmt_next(&it, &c, &err) > 0) {
		if (c.conv == 0) {
			fwrite(c.text, 1, c.len, f);
			continue;
		}
		if (c.conv == '%') {
			fputc('%', f);
			continue;
		}
		if (c.width_star) {
			int64_t w = pfmt_star(printa_int_arg(a));

			if (w < 0)
				c.flags = (c.flags | PFMT_F_MINUS) & ~PFMT_F_ZERO;
			c.width = (int)(w < 0 ? -w : w);
		}
		if (c.prec_star) {
			int64_t p = pfmt_star(printa_int_arg(a));

			c.prec = p < 0 ? -1 : (int)p;
		}
		if (c.arg == PFMT_ARG_AGG) {
			/* %@ past the last aggregation repeats the last one, as in DTrace. */
			uint32_t j = a->nagg < a->nads ? a->nagg++ : a->nads - 1;

			print_agg_conv(f, &c, a->ads[j], a->row[j].val, po);
		} else if (a->nkey < ad->nkeys) {
			if (a->key)
				print_conv(f, &c, &ad->keys[a->nkey], a->key, po);
			a->nkey++;
		}
	}
}

int print_agga(FILE *f, const char *fmt, const struct agg_desc *const *ads, uint32_t nads,
	       struct agg_entry **ents, size_t n, const struct print_opts *po)
{
	struct sort_ctx s = { .ads = ads, .nads = nads, .po = po };
	uint32_t naggs;
	struct pfmt_err err;

	if (nads == 0 || (fmt && pfmt_check(fmt, &naggs, &err) < 0))
		return -EINVAL;
	qsort_r(ents, n, sizeof(*ents), row_cmp, &s);
	if (!fmt) {
		/* printa(@a, @b) without a format: keys, then every value, one line per key. */
		fputc('\n', f);
		for (size_t i = 0; i < n; i++) {
			const uint8_t *key = row_key(ents[i], ads, nads);

			for (uint32_t k = 0; key && k < ads[0]->nkeys; k++)
				print_key(f, &ads[0]->keys[k], key, false, po);
			for (uint32_t j = 0; j < nads; j++)
				print_value(f, ads[j], ents[i][j].val, po);
			fputc('\n', f);
		}
		return ferror(f) ? -EIO : 0;
	}
	for (size_t i = 0; i < n; i++) {
		struct printa_args a = {
			.ads = ads, .nads = nads, .row = ents[i], .key = row_key(ents[i], ads, nads),
		};

		printa_row(f, fmt, &a, po);
	}
	return ferror(f) ? -EIO : 0;
}

/* ---- merging ---- */

/* dst[first..last] += src[first..last], 64-bit words wrapping as the kernel's do. */
static void add_words(uint8_t *dst, const uint8_t *src, int first, int last)
{
	for (int i = first; i <= last; i++)
		set_word(dst, i, (int64_t)((uint64_t)word(dst, i) + (uint64_t)word(src, i)));
}

void print_agg_merge(const struct agg_desc *ad, uint8_t *dst, const uint8_t *src)
{
	int64_t n;

	switch (ad->func) {
	case AGG_COUNT:
	case AGG_SUM:
		add_words(dst, src, 0, 0);
		return;
	case AGG_MIN:
	case AGG_MAX:
		if (!word(src, AGGV_SET))
			return;
		if (!word(dst, AGGV_SET) ||
		    (ad->func == AGG_MIN ? word(src, 0) < word(dst, 0) : word(src, 0) > word(dst, 0)))
			set_word(dst, AGGV_MINMAX, word(src, AGGV_MINMAX));
		set_word(dst, AGGV_SET, 1);
		return;
	case AGG_STDDEV: {
		uint64_t lo = (uint64_t)word(dst, AGGV_SUMSQ_LO) + (uint64_t)word(src, AGGV_SUMSQ_LO);
		uint64_t carry = lo < (uint64_t)word(src, AGGV_SUMSQ_LO);

		set_word(dst, AGGV_SUMSQ_LO, (int64_t)lo);
		set_word(dst, AGGV_SUMSQ_HI, (int64_t)((uint64_t)word(dst, AGGV_SUMSQ_HI) +
						       (uint64_t)word(src, AGGV_SUMSQ_HI) + carry));
		add_words(dst, src, AGGV_COUNT, AGGV_SUM);
		return;
	}
	case AGG_AVG:
		add_words(dst, src, AGGV_COUNT, AGGV_SUM);
		return;
	default:
		n = hist_nbuckets(ad);
		add_words(dst, src, 0, (int)n - 1);
		return;
	}
}
