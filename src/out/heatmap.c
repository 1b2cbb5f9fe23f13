/*
 * heatmap.c - latency heat maps (see heatmap.h).
 *
 * The picture: x is time, one column per interval, left to right; y is the
 * histogram's buckets, lowest at the bottom, limited to the span of
 * buckets that ever held something in that panel; a cell's colour is its
 * count against the largest count of any cell, on a log scale (latencies
 * span orders of magnitude: on a linear one a busy bucket washes out every
 * other cell). Empty cells are not drawn. Panels are stacked top to
 * bottom, each with its own time axis.
 */
#include "heatmap.h"

#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "svg.h"

#define WIDTH 1200
#define LEFT 110          /* px for the bucket labels */
#define RIGHT 20
#define TOP 56
#define ROW_H 14
#define HEAD_H 18         /* a panel's heading */
#define AXIS_H 30         /* a panel's time axis, and the space below it */
#define FOOT_H 20         /* the details line */
#define TICK_PX 90        /* at least this far between two time labels */

struct heatmap *heatmap_new(uint32_t nbuckets, const char *const *labels, uint64_t interval_ns)
{
	struct heatmap *hm = xcalloc(1, sizeof(*hm));

	hm->nbuckets = nbuckets;
	hm->interval_ns = interval_ns;
	hm->labels = xcalloc(nbuckets ? nbuckets : 1, sizeof(*hm->labels));
	for (uint32_t b = 0; b < nbuckets; b++)
		hm->labels[b] = xstrdup(labels[b]);
	return hm;
}

void heatmap_free(struct heatmap *hm)
{
	if (!hm)
		return;
	for (uint32_t b = 0; b < hm->nbuckets; b++)
		free(hm->labels[b]);
	for (uint32_t p = 0; p < hm->npanels; p++) {
		free(hm->panels[p].name);
		free(hm->panels[p].cells);
	}
	free(hm->panels);
	free(hm->labels);
	free(hm);
}

uint32_t heatmap_panel(struct heatmap *hm, const char *name)
{
	struct heatmap_panel *p;

	hm->panels = xrealloc(hm->panels, (hm->npanels + 1) * sizeof(*hm->panels));
	p = &hm->panels[hm->npanels];
	memset(p, 0, sizeof(*p));
	p->name = name ? xstrdup(name) : NULL;
	return hm->npanels++;
}

void heatmap_column(struct heatmap *hm)
{
	hm->ncols++;
}

void heatmap_put(struct heatmap *hm, uint32_t panel, const int64_t *counts)
{
	struct heatmap_panel *p = &hm->panels[panel];

	if (hm->ncols == 0)
		return;
	for (uint32_t b = 0; b < hm->nbuckets; b++) {
		if (counts[b] <= 0)
			continue;
		if (p->ncells == p->cap) {
			p->cap = p->cap ? p->cap * 2 : 256;
			p->cells = xrealloc(p->cells, p->cap * sizeof(*p->cells));
		}
		p->cells[p->ncells++] = (struct heatmap_cell){ hm->ncols - 1, b, (uint64_t)counts[b] };
		p->total += (uint64_t)counts[b];
	}
}

void heatmap_rows(const struct heatmap *hm, uint32_t panel, uint32_t *lo, uint32_t *hi)
{
	const struct heatmap_panel *p = &hm->panels[panel];

	*lo = hm->nbuckets;
	*hi = 0;
	for (uint32_t i = 0; i < p->ncells; i++) {
		if (p->cells[i].bucket < *lo)
			*lo = p->cells[i].bucket;
		if (p->cells[i].bucket > *hi)
			*hi = p->cells[i].bucket;
	}
	if (*lo > *hi) {
		*lo = 1;
		*hi = 0;
	}
}

/* Pale yellow (t = 0) to dark red (t = 1). */
static void heat_color(char buf[8], double t)
{
	int r = 255 - (int)(100 * t), g = (int)(235 * (1 - t)), b = (int)(160 * (1 - t) * (1 - t));

	snprintf(buf, 8, "#%02x%02x%02x", r & 0xff, g & 0xff, b & 0xff);
}

/* A time as a short label: "0s", "250ms", "1.5s", "120s". */
static void time_label(char *buf, size_t len, uint64_t ns)
{
	if (ns % 1000000000ull == 0 || ns >= 1000000000ull)
		snprintf(buf, len, "%gs", (double)ns / 1e9);
	else
		snprintf(buf, len, "%gms", (double)ns / 1e6);
}

struct layout {
	const struct heatmap *hm;
	FILE *f;
	double cw;            /* px per column */
	uint64_t max;         /* the largest count of any cell drawn */
};

static uint32_t panel_nrows(const struct heatmap *hm, uint32_t panel)
{
	uint32_t lo, hi;

	heatmap_rows(hm, panel, &lo, &hi);
	return lo <= hi ? hi - lo + 1 : 0;
}

static int panel_height(const struct heatmap *hm, uint32_t panel)
{
	uint32_t n = panel_nrows(hm, panel);

	return (hm->panels[panel].name ? HEAD_H : 0) + (int)(n ? n : 1) * ROW_H + AXIS_H;
}

static void draw_axes(const struct layout *l, uint32_t lo, uint32_t hi, int bottom)
{
	uint32_t every = l->cw > 0 ? (uint32_t)(TICK_PX / l->cw) + 1 : 1;
	char buf[32];

	for (uint32_t b = lo; b <= hi && lo <= hi; b++) {
		fprintf(l->f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", LEFT - 6,
			bottom - (int)(b - lo) * ROW_H - 3);
		svg_text(l->f, l->hm->labels[b], SIZE_MAX);
		fputs("</text>\n", l->f);
	}
	for (uint32_t c = 0; c <= l->hm->ncols; c += every) {
		double x = LEFT + c * l->cw;

		time_label(buf, sizeof(buf), (uint64_t)c * l->hm->interval_ns);
		fprintf(l->f, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#888\"/>", x,
			bottom, x, bottom + 4);
		fprintf(l->f, "<text x=\"%.2f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x,
			bottom + 15, buf);
	}
}

/* Draws panel with its top at y; returns the y below it. */
static int draw_panel(const struct layout *l, uint32_t panel, int y)
{
	const struct heatmap *hm = l->hm;
	const struct heatmap_panel *p = &hm->panels[panel];
	uint32_t lo, hi, nrows = panel_nrows(hm, panel);
	uint64_t max = 0;
	int bottom;
	char color[8], t0[32], t1[32];

	if (p->name) {
		fprintf(l->f, "<text x=\"%d\" y=\"%d\">", LEFT, y + 13);
		svg_text(l->f, p->name, SIZE_MAX);
		fprintf(l->f, " (%llu)</text>\n", (unsigned long long)p->total);
		y += HEAD_H;
	}
	heatmap_rows(hm, panel, &lo, &hi);
	bottom = y + (int)(nrows ? nrows : 1) * ROW_H;
	for (uint32_t i = 0; i < p->ncells; i++)
		max = p->cells[i].count > max ? p->cells[i].count : max;
	fprintf(l->f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#f4f4f4\"/>\n",
		LEFT, y, WIDTH - LEFT - RIGHT, bottom - y);
	fprintf(l->f, "<g class=\"heatmap\" data-panel=\"");
	svg_text(l->f, p->name ? p->name : "", SIZE_MAX);
	fprintf(l->f, "\" data-columns=\"%u\" data-rows=\"%u\" data-max=\"%llu\">\n", hm->ncols,
		nrows, (unsigned long long)max);
	for (uint32_t i = 0; i < p->ncells; i++) {
		const struct heatmap_cell *c = &p->cells[i];

		time_label(t0, sizeof(t0), (uint64_t)c->col * hm->interval_ns);
		time_label(t1, sizeof(t1), (uint64_t)(c->col + 1) * hm->interval_ns);
		heat_color(color, 0.1 + 0.9 * log1p((double)c->count) / log1p((double)l->max));
		fprintf(l->f, "<rect class=\"c\" x=\"%.2f\" y=\"%d\" width=\"%.2f\" height=\"%d\" "
			      "fill=\"%s\" data-col=\"%u\" data-row=\"%u\" data-count=\"%llu\">",
			LEFT + c->col * l->cw, bottom - (int)(c->bucket - lo + 1) * ROW_H, l->cw, ROW_H,
			color, c->col, c->bucket, (unsigned long long)c->count);
		fprintf(l->f, "<title>%s-%s, bucket ", t0, t1);
		svg_text(l->f, hm->labels[c->bucket], SIZE_MAX);
		fprintf(l->f, ": %llu</title></rect>\n", (unsigned long long)c->count);
	}
	fputs("</g>\n", l->f);
	draw_axes(l, lo, hi, bottom);
	return bottom + AXIS_H;
}

static const struct heatmap *sort_hm;

static int by_total_desc(const void *a, const void *b)
{
	uint64_t ta = sort_hm->panels[*(const uint32_t *)a].total;
	uint64_t tb = sort_hm->panels[*(const uint32_t *)b].total;

	if (ta != tb)
		return ta < tb ? 1 : -1;
	return *(const uint32_t *)a < *(const uint32_t *)b ? -1 : 1;
}

/* The panels to draw, in order (*n of them; free the array). */
static uint32_t *panels_drawn(const struct heatmap *hm, uint32_t max_panels, uint32_t *n)
{
	uint32_t *order = xcalloc(hm->npanels ? hm->npanels : 1, sizeof(*order));

	*n = 0;
	if (hm->npanels == 0)
		return order;
	for (uint32_t p = 1; p < hm->npanels; p++)
		order[(*n)++] = p;
	sort_hm = hm;
	qsort(order, *n, sizeof(*order), by_total_desc);
	if (*n != 1) { /* panel 0 first, unless one other panel repeats it */
		memmove(order + 1, order, *n * sizeof(*order));
		order[0] = 0;
		(*n)++;
	}
	if (*n > max_panels && max_panels)
		*n = max_panels;
	return order;
}

int heatmap_write(const struct heatmap *hm, FILE *f, const char *title, const char *subtitle,
		  uint32_t max_panels)
{
	struct layout l = { .hm = hm, .f = f };
	uint32_t n, keys_drawn, *order = panels_drawn(hm, max_panels, &n);
	uint64_t total;
	int height = TOP + FOOT_H, y = TOP;

	l.cw = hm->ncols ? (double)(WIDTH - LEFT - RIGHT) / hm->ncols : 0;
	for (uint32_t i = 0; i < n; i++) {
		const struct heatmap_panel *p = &hm->panels[order[i]];

		height += panel_height(hm, order[i]);
		for (uint32_t c = 0; c < p->ncells; c++)
			l.max = p->cells[c].count > l.max ? p->cells[c].count : l.max;
	}
	total = hm->npanels ? hm->panels[0].total : 0;
	svg_begin(f, WIDTH, height, title, subtitle);
	for (uint32_t i = 0; i < n; i++)
		y = draw_panel(&l, order[i], y);
	fprintf(f, "<text class=\"sub\" x=\"10\" y=\"%d\">%u columns, %llu in all, at most %llu in "
		   "one cell%s",
		height - 8, hm->ncols, (unsigned long long)total, (unsigned long long)l.max,
		total ? "" : " (nothing recorded)");
	keys_drawn = n && order[0] == 0 ? n - 1 : n;
	if (hm->npanels > 1 && keys_drawn < hm->npanels - 1)
		fprintf(f, "; %u smaller keys only in the sum", hm->npanels - 1 - keys_drawn);
	fputs("</text>\n", f);
	svg_end(f);
	free(order);
	fflush(f);
	return ferror(f) ? -EIO : 0;
}
