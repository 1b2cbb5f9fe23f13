/*
 * heatmap.h - latency heat maps: per time interval, a column of histogram
 * bucket counts, drawn as SVG (heatmap.c). One heat map can hold several
 * panels (an aggregation's keys) that share the buckets and the columns.
 * Pure: the caller (aggsvg.c) snapshots the aggregations and hands over
 * each interval's counts.
 *
 *	struct heatmap *hm = heatmap_new(nbuckets, labels, interval_ns);
 *	uint32_t p = heatmap_panel(hm, "name");
 *	heatmap_column(hm);                  (once per interval, then:)
 *	heatmap_put(hm, p, counts);          (nbuckets counts, at most once per panel)
 *	heatmap_write(hm, f, "title", "subtitle", max_panels);
 *	heatmap_free(hm);
 */
#ifndef OUT_HEATMAP_H
#define OUT_HEATMAP_H

#include <stdint.h>
#include <stdio.h>

/* A non-empty cell: cells are kept sparse (most buckets of most columns are empty). */
struct heatmap_cell {
	uint32_t col;
	uint32_t bucket;
	uint64_t count;
};

struct heatmap_panel {
	char *name;             /* owned; NULL: no heading */
	struct heatmap_cell *cells; /* in column order */
	uint32_t ncells, cap;
	uint64_t total;
};

struct heatmap {
	uint32_t nbuckets;
	char **labels;          /* nbuckets row labels, lowest bucket first (owned) */
	uint64_t interval_ns;   /* time per column */
	uint32_t ncols;
	struct heatmap_panel *panels;
	uint32_t npanels;
};

/* A heat map with nbuckets rows labelled labels[] (copied), interval_ns per column. */
struct heatmap *heatmap_new(uint32_t nbuckets, const char *const *labels, uint64_t interval_ns);
void heatmap_free(struct heatmap *hm);
/* Adds a panel named name (copied; NULL for none) and returns its index. */
uint32_t heatmap_panel(struct heatmap *hm, const char *name);
/* Starts the next column (empty in every panel until heatmap_put()). */
void heatmap_column(struct heatmap *hm);
/* Sets panel's counts in the last column: counts[nbuckets], negative ones taken as 0. */
void heatmap_put(struct heatmap *hm, uint32_t panel, const int64_t *counts);
/* Rows drawn for panel: lowest to highest bucket with a count (*lo > *hi if none). */
void heatmap_rows(const struct heatmap *hm, uint32_t panel, uint32_t *lo, uint32_t *hi);
/*
 * Writes the heat map: time left to right (a column per interval), the
 * buckets drawn bottom (lowest) to top, each non-empty cell a
 * <rect class="c" data-col data-row data-count> with a <title> (interval,
 * bucket, count), coloured on a log scale from pale yellow (few) to dark
 * red (the most in any cell of any panel). Panel 0 comes first, then the
 * others by total, largest first, max_panels in all; panel 0 is left out
 * when a single other panel would repeat it. Each panel is a
 * <g class="heatmap" data-panel data-columns data-rows data-max>.
 * Returns 0 or -EIO when writing failed.
 */
int heatmap_write(const struct heatmap *hm, FILE *f, const char *title, const char *subtitle,
		  uint32_t max_panels);

#endif
