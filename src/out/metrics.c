/*
 * metrics.c - aggregations as Prometheus text (exposition format 0.0.4),
 * for -x http's /metrics (see metrics.h).
 *
 * One metric family per aggregation, dtrace_NAME (dtrace_agg for @), its
 * keys as labels: a key that is a variable is named after it (execname,
 * probefunc, self->x as x), any other keyN (1-based). count() and sum()
 * are counters; min, max, avg and stddev gauges; quantize, lquantize and
 * llquantize histograms: cumulative _bucket{le} series from the bucket
 * below the first holding anything (its edge bounds the quantiles
 * Prometheus interpolates) to the last, then +Inf, _count and _sum. DTrace's
 * histograms keep no sum, so _sum adds each bucket's value (the one its row
 * prints) times its count: an estimate, exact where values are those.
 * A stack key becomes a label (folded: outermost frame first, ';' between
 * frames) only with metricstacks; otherwise it is left out and entries that
 * differ only by it are merged, as their values merge across CPUs.
 */
#include "metrics.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "../cc/aggdef.h"
#include "print_priv.h"

static bool is_stack(const struct rec_field *f)
{
	return f->kind == FIELD_STACK || f->kind == FIELD_USTACK;
}

/* A metric or label name: [a-zA-Z_][a-zA-Z0-9_]*, anything else as '_'. */
static void put_name(FILE *f, const char *s)
{
	if (!isalpha((unsigned char)*s) && *s != '_')
		fputc('_', f);
	for (; *s; s++)
		fputc(isalnum((unsigned char)*s) ? *s : '_', f);
}

/* A label value, escaped: backslash, double quote and newline. */
static void put_value(FILE *f, const char *s, size_t n)
{
	for (size_t i = 0; i < n && s[i]; i++) {
		if (s[i] == '\\' || s[i] == '"')
			fputc('\\', f);
		if (s[i] == '\n') {
			fputs("\\n", f);
			continue;
		}
		fputc(s[i], f);
	}
}

/* The label name of key k: its variable's, unless another key or "le" has it. */
static void label_name(FILE *f, const struct agg_desc *ad, uint32_t k)
{
	const char *name = ad->keys[k].name;

	if (name && strcmp(name, "le") != 0) {
		bool taken = false;

		for (uint32_t j = 0; j < k; j++)
			taken |= ad->keys[j].name && strcmp(ad->keys[j].name, name) == 0;
		if (!taken) {
			put_name(f, name);
			return;
		}
	}
	fprintf(f, "key%u", k + 1);
}

/* A stack key as a folded stack: outermost frame first. */
static void put_folded(FILE *f, const struct rec_field *fld, const uint8_t *p,
		       const struct print_opts *po)
{
	const uint8_t *pcs;
	uint32_t pid, n = print_stack_pcs(fld, p, &pcs, &pid, NULL);

	for (uint32_t i = n; i-- > 0;) {
		char buf[512];
		uint64_t pc;

		memcpy(&pc, pcs + 8 * i, 8);
		print_frame_str(po, print_stack_is_user(fld, p), pid, pc, false, buf, sizeof(buf));
		put_value(f, buf, sizeof(buf));
		if (i)
			fputc(';', f);
	}
}

/* The labels of entry key, without braces; true if it wrote any. */
static bool put_labels(FILE *f, const struct agg_desc *ad, const uint8_t *key, bool stacks,
		       const struct print_opts *po)
{
	bool any = false;

	for (uint32_t k = 0; k < ad->nkeys; k++) {
		const struct rec_field *fld = &ad->keys[k];
		const uint8_t *p = key + fld->off;
		char buf[512];

		if (is_stack(fld) && !stacks)
			continue;
		if (any)
			fputc(',', f);
		any = true;
		label_name(f, ad, k);
		fputs("=\"", f);
		switch (fld->kind) {
		case FIELD_STRING:
			put_value(f, (const char *)p, fld->size);
			break;
		case FIELD_INT:
			if (fld->is_signed)
				fprintf(f, "%" PRId64, print_read_int(p, fld->size, true));
			else
				fprintf(f, "%" PRIu64, (uint64_t)print_read_int(p, fld->size, false));
			break;
		case FIELD_STACK:
		case FIELD_USTACK:
			put_folded(f, fld, p, po);
			break;
		case FIELD_SYM:
		case FIELD_USYM:
		case FIELD_MOD:
		case FIELD_UMOD:
		case FIELD_UADDR:
			print_symstr(po, fld, p, buf, sizeof(buf));
			put_value(f, buf, sizeof(buf));
			break;
		default:
			for (uint32_t i = 0; i < fld->size; i++)
				fprintf(f, "%02x", p[i]);
			break;
		}
		fputc('"', f);
	}
	return any;
}

static const char *family_type(enum agg_func fn)
{
	switch (fn) {
	case AGG_COUNT:
	case AGG_SUM:
		return "counter";
	case AGG_QUANTIZE:
	case AGG_LQUANTIZE:
	case AGG_LLQUANTIZE:
		return "histogram";
	default:
		return "gauge";
	}
}

/* The lower bound of bucket b of a histogram aggregation. */
static int64_t bucket_bound(const struct agg_desc *ad, int64_t b)
{
	const int64_t *p = ad->param;

	switch (ad->func) {
	case AGG_QUANTIZE:
		return agg_quantize_bound((int)b);
	case AGG_LQUANTIZE:
		return agg_lquantize_bound(b, p[0], p[1], p[2]);
	default:
		return agg_llquantize_bound(b, p[0], p[1], p[2], p[3]);
	}
}

/* One series' sample line: NAME[SUFFIX]{labels[,extra]} */
static void sample_head(FILE *f, const char *fam, const char *suffix, const char *labels,
			const char *extra)
{
	fputs(fam, f);
	fputs(suffix, f);
	if (*labels || extra) {
		fputc('{', f);
		fputs(labels, f);
		if (extra)
			fprintf(f, "%s%s", *labels ? "," : "", extra);
		fputc('}', f);
	}
	fputc(' ', f);
}

static void put_hist(FILE *f, const char *fam, const char *labels, const struct agg_desc *ad,
		     const uint8_t *val)
{
	int64_t nb = agg_nbuckets(ad->func, ad->param), first = -1, last = -1, cum = 0;
	double sum = 0;
	char le[64];

	for (int64_t b = 0; b < nb; b++) {
		int64_t c;

		memcpy(&c, val + 8 * b, 8);
		if (c) {
			if (first < 0)
				first = b;
			last = b;
		}
		sum += (double)c * (double)bucket_bound(ad, b);
	}
	/* from the empty bucket below the first (quantiles need its edge) to the last */
	for (int64_t b = first > 0 ? first - 1 : first; first >= 0 && b <= last && b < nb - 1; b++) {
		int64_t c;

		memcpy(&c, val + 8 * b, 8);
		cum += c;
		/* integer values: bucket b holds up to the next one's lower bound less one */
		snprintf(le, sizeof(le), "le=\"%" PRId64 "\"", bucket_bound(ad, b + 1) - 1);
		sample_head(f, fam, "_bucket", labels, le);
		fprintf(f, "%" PRId64 "\n", cum);
	}
	if (last == nb - 1) {
		int64_t c;

		memcpy(&c, val + 8 * last, 8);
		cum += c;
	}
	sample_head(f, fam, "_bucket", labels, "le=\"+Inf\"");
	fprintf(f, "%" PRId64 "\n", cum);
	sample_head(f, fam, "_count", labels, NULL);
	fprintf(f, "%" PRId64 "\n", cum);
	sample_head(f, fam, "_sum", labels, NULL);
	fprintf(f, "%.17g\n", sum);
}

static void put_scalar(FILE *f, const char *fam, const char *labels, const struct agg_desc *ad,
		       const uint8_t *val, const struct print_opts *po)
{
	uint64_t w[2];
	bool is_signed;
	int64_t v;

	sample_head(f, fam, "", labels, NULL);
	if (ad->func == AGG_AVG) { /* a gauge may be fractional: not DTrace's integer division */
		memcpy(w, val, sizeof(w));
		fprintf(f, "%.17g\n", w[AGGV_COUNT] ? (double)(int64_t)w[AGGV_SUM] / (double)w[AGGV_COUNT] : 0.0);
		return;
	}
	v = print_agg_scalar(ad, val, po, &is_signed);
	if (is_signed)
		fprintf(f, "%" PRId64 "\n", v);
	else
		fprintf(f, "%" PRIu64 "\n", (uint64_t)v);
}

struct series {
	char *labels;
	uint8_t *val;
};

static int series_cmp(const void *a, const void *b)
{
	return strcmp(((const struct series *)a)->labels, ((const struct series *)b)->labels);
}

int metrics_agg(FILE *f, const struct agg_desc *ad, const struct agg_entry *ents, size_t n,
		const struct print_opts *po, bool stacks)
{
	struct series *sv = xcalloc(n ? n : 1, sizeof(*sv));
	size_t m = 0;
	char fam[256];
	FILE *ff = fmemopen(fam, sizeof(fam), "w");

	if (!ff) {
		free(sv);
		return -1;
	}
	fputs("dtrace_", ff);
	put_name(ff, ad->name[0] ? ad->name : "agg");
	fclose(ff);
	fam[sizeof(fam) - 1] = '\0';

	for (size_t i = 0; i < n; i++) {
		char *buf = NULL;
		size_t len = 0;
		FILE *lf = open_memstream(&buf, &len);

		if (!lf)
			continue;
		put_labels(lf, ad, ents[i].key, stacks, po);
		fclose(lf);
		sv[m].labels = buf;
		sv[m].val = xmalloc(ad->val_size);
		memcpy(sv[m].val, ents[i].val, ad->val_size);
		m++;
	}
	/* entries that differ only by a key left out are one series */
	qsort(sv, m, sizeof(*sv), series_cmp);
	fprintf(f, "# HELP %s DTrace aggregation @%s\n# TYPE %s %s\n", fam, ad->name[0] ? ad->name : "",
		fam, family_type(ad->func));
	for (size_t i = 0; i < m; i++) {
		size_t j = i;

		while (j + 1 < m && strcmp(sv[j + 1].labels, sv[i].labels) == 0)
			print_agg_merge(ad, sv[i].val, sv[++j].val);
		if (agg_nbuckets(ad->func, ad->param))
			put_hist(f, fam, sv[i].labels, ad, sv[i].val);
		else
			put_scalar(f, fam, sv[i].labels, ad, sv[i].val, po);
		i = j;
	}
	for (size_t i = 0; i < m; i++) {
		free(sv[i].labels);
		free(sv[i].val);
	}
	free(sv);
	return ferror(f) ? -1 : 0;
}

void metrics_drops(FILE *f, const struct metrics_drop *d, size_t n)
{
	fputs("# HELP dtrace_drops_total Records, aggregation updates and variables dtrace lost\n"
	      "# TYPE dtrace_drops_total counter\n", f);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "dtrace_drops_total{kind=\"%s\"} %" PRIu64 "\n", d[i].kind, d[i].count);
}
