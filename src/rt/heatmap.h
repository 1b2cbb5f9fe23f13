/*
 * heatmap.h - latency heat maps: one column of histogram bucket counts per
 * time interval, drawn as SVG (heatmap.c). Pure: the caller (aggsvg.c)
 * snapshots the aggregations and hands over each interval's counts.
 *
 *	struct heatmap *hm = heatmap_new(nbuckets, labels, interval_ns);
 *	heatmap_add(hm, counts);             (once per interval, nbuckets counts)
 *	heatmap_write(hm, f, "title", "subtitle");
 *	heatmap_free(hm);
 */
#ifndef RT_HEATMAP_H
#define RT_HEATMAP_H

#include <stdint.h>
#include <stdio.h>

struct heatmap {
	uint32_t nbuckets;
	char **labels;          /* nbuckets row labels, lowest bucket first (owned) */
	uint64_t interval_ns;   /* time per column */
	uint64_t *cells;        /* ncols * nbuckets counts, column by column */
	uint32_t ncols, cap;
};

/* A heat map with nbuckets rows labelled labels[] (copied), interval_ns per column. */
struct heatmap *heatmap_new(uint32_t nbuckets, const char *const *labels, uint64_t interval_ns);
void heatmap_free(struct heatmap *hm);
/* Appends a column: counts[nbuckets] (negative counts are drawn as 0). */
void heatmap_add(struct heatmap *hm, const int64_t *counts);
/* Rows drawn: from the lowest to the highest bucket with a count in any column (*lo > *hi if none). */
void heatmap_rows(const struct heatmap *hm, uint32_t *lo, uint32_t *hi);
/*
 * Writes the heat map: time left to right (a column per interval), the
 * buckets drawn bottom (lowest) to top, each non-empty cell a
 * <rect class="c" data-col data-row data-count> with a <title> (interval,
 * bucket, count), coloured from pale yellow (few) to dark red (the most in
 * any cell). The plot is a <g class="heatmap" data-columns data-rows
 * data-max>. Returns 0 or -EIO when writing failed.
 */
int heatmap_write(const struct heatmap *hm, FILE *f, const char *title, const char *subtitle);

#endif
