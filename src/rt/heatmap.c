/*
 * heatmap.c - latency heat maps (see heatmap.h).
 *
 * The picture: x is time, one column per interval, left to right; y is the
 * histogram's buckets, lowest at the bottom, limited to the span of
 * buckets that ever held something; a cell's colour is its count against
 * the largest count of any cell, on a log scale (latencies span orders of
 * magnitude: on a linear one a busy bucket washes out every other cell).
 * Empty cells are not drawn.
 */
#include "heatmap.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "svg.h"

#define WIDTH 1200
#define LEFT 110          /* px for the bucket labels */
#define RIGHT 20
#define TOP 56
#define ROW_H 14
#define BOTTOM 48         /* px for the time axis and the details line */
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
	free(hm->labels);
	free(hm->cells);
	free(hm);
}

void heatmap_add(struct heatmap *hm, const int64_t *counts)
{
	uint64_t *col;

	if (hm->ncols == hm->cap) {
		hm->cap = hm->cap ? hm->cap * 2 : 64;
		hm->cells = xrealloc(hm->cells, (size_t)hm->cap * hm->nbuckets * sizeof(*hm->cells));
	}
	col = hm->cells + (size_t)hm->ncols++ * hm->nbuckets;
	for (uint32_t b = 0; b < hm->nbuckets; b++)
		col[b] = counts[b] > 0 ? (uint64_t)counts[b] : 0;
}

static uint64_t cell(const struct heatmap *hm, uint32_t col, uint32_t b)
{
	return hm->cells[(size_t)col * hm->nbuckets + b];
}

void heatmap_rows(const struct heatmap *hm, uint32_t *lo, uint32_t *hi)
{
	*lo = hm->nbuckets;
	*hi = 0;
	for (uint32_t c = 0; c < hm->ncols; c++) {
		for (uint32_t b = 0; b < hm->nbuckets; b++) {
			if (!cell(hm, c, b))
				continue;
			if (b < *lo)
				*lo = b;
			if (b > *hi)
				*hi = b;
		}
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

static void draw_axes(const struct heatmap *hm, FILE *f, uint32_t lo, uint32_t hi, double cw,
		      int plot_bottom)
{
	uint32_t every = cw > 0 ? (uint32_t)(TICK_PX / cw) + 1 : 1;
	char buf[32];

	for (uint32_t b = lo; b <= hi && lo <= hi; b++) {
		int y = plot_bottom - (int)(b - lo) * ROW_H;

		fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", LEFT - 6, y - 3);
		svg_text(f, hm->labels[b], SIZE_MAX);
		fputs("</text>\n", f);
	}
	for (uint32_t c = 0; c <= hm->ncols; c += every) {
		double x = LEFT + c * cw;

		time_label(buf, sizeof(buf), (uint64_t)c * hm->interval_ns);
		fprintf(f, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#888\"/>", x,
			plot_bottom, x, plot_bottom + 4);
		fprintf(f, "<text x=\"%.2f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x,
			plot_bottom + 15, buf);
	}
}

int heatmap_write(const struct heatmap *hm, FILE *f, const char *title, const char *subtitle)
{
	uint32_t lo, hi, nrows;
	uint64_t max = 0, total = 0;
	double cw;
	int height, plot_bottom;
	char color[8], t0[32], t1[32];

	heatmap_rows(hm, &lo, &hi);
	nrows = lo <= hi ? hi - lo + 1 : 0;
	for (size_t i = 0; i < (size_t)hm->ncols * hm->nbuckets; i++) {
		max = hm->cells[i] > max ? hm->cells[i] : max;
		total += hm->cells[i];
	}
	height = TOP + (int)(nrows ? nrows : 1) * ROW_H + BOTTOM;
	plot_bottom = height - BOTTOM;
	cw = hm->ncols ? (double)(WIDTH - LEFT - RIGHT) / hm->ncols : 0;
	svg_begin(f, WIDTH, height, title, subtitle);
	fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#f4f4f4\"/>\n", LEFT,
		TOP, WIDTH - LEFT - RIGHT, plot_bottom - TOP);
	fprintf(f, "<g class=\"heatmap\" data-columns=\"%u\" data-rows=\"%u\" data-max=\"%llu\">\n",
		hm->ncols, nrows, (unsigned long long)max);
	for (uint32_t c = 0; c < hm->ncols; c++) {
		time_label(t0, sizeof(t0), (uint64_t)c * hm->interval_ns);
		time_label(t1, sizeof(t1), (uint64_t)(c + 1) * hm->interval_ns);
		for (uint32_t b = lo; b <= hi && nrows; b++) {
			uint64_t n = cell(hm, c, b);

			if (!n)
				continue;
			heat_color(color, 0.1 + 0.9 * log1p((double)n) / log1p((double)max));
			fprintf(f, "<rect class=\"c\" x=\"%.2f\" y=\"%d\" width=\"%.2f\" height=\"%d\" "
				   "fill=\"%s\" data-col=\"%u\" data-row=\"%u\" data-count=\"%llu\">",
				LEFT + c * cw, plot_bottom - (int)(b - lo + 1) * ROW_H, cw, ROW_H,
				color, c, b, (unsigned long long)n);
			fprintf(f, "<title>%s-%s, bucket ", t0, t1);
			svg_text(f, hm->labels[b], SIZE_MAX);
			fprintf(f, ": %llu</title></rect>\n", (unsigned long long)n);
		}
	}
	fputs("</g>\n", f);
	draw_axes(hm, f, lo, hi, cw, plot_bottom);
	fprintf(f, "<text class=\"sub\" x=\"%d\" y=\"%d\">%u columns, %llu in all, at most %llu in "
		   "one cell%s</text>\n",
		10, height - 8, hm->ncols, (unsigned long long)total, (unsigned long long)max,
		nrows ? "" : " (nothing recorded)");
	svg_end(f);
	fflush(f);
	return ferror(f) ? -EIO : 0;
}
