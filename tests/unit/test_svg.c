/*
 * test_svg.c - the SVG writers (out/svg.c, out/flame.c, out/heatmap.c):
 * escaping, label clipping, stable colours, merging stacks into the flame
 * tree, the frames' geometry, folded stacks, and heat-map columns and rows.
 */
#include <errno.h>
#include <stdlib.h>

#include "t.h"
#include "out/flame.h"
#include "out/heatmap.h"
#include "rt/options.h"
#include "out/print.h"
#include "out/svg.h"

/* Runs fn's output into a string (free it). */
#define CAPTURE(buf, stmt)                                                                 \
	do {                                                                               \
		size_t t_len_;                                                             \
		FILE *f = open_memstream(&(buf), &t_len_);                                 \
		stmt;                                                                      \
		fclose(f);                                                                 \
	} while (0)

static void test_text(void)
{
	char *out = NULL;

	CAPTURE(out, svg_text(f, "std::vector<int>::push_back(int&&) \"q\" 'a'", SIZE_MAX));
	CHECK_STR(out, "std::vector&lt;int&gt;::push_back(int&amp;&amp;) &quot;q&quot; &apos;a&apos;");
	free(out);
	/* control characters and broken UTF-8 become '?'; good UTF-8 stays */
	CAPTURE(out, svg_text(f, "a\x01" "b\xff" "c\xc3\xa9" "d\xe2\x82", SIZE_MAX));
	CHECK_STR(out, "a?b?c\xc3\xa9" "d??");
	free(out);
	CAPTURE(out, svg_text(f, "abcdef", 3));
	CHECK_STR(out, "abc");
	free(out);
}

static void test_fit(void)
{
	int dots;

	CHECK_EQ(svg_fit("main", 10 * SVG_CHAR_WIDTH, &dots), 4);
	CHECK_EQ(dots, 0);
	/* 6 characters of room for 10: 4 of them, then ".." */
	CHECK_EQ(svg_fit("0123456789", 6 * SVG_CHAR_WIDTH + 1, &dots), 4);
	CHECK_EQ(dots, 1);
	CHECK_EQ(svg_fit("0123456789", 2 * SVG_CHAR_WIDTH, &dots), 0);
	/* a two-byte character counts once and is never cut */
	CHECK_EQ(svg_fit("\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9", 3 * SVG_CHAR_WIDTH + 1, &dots), 2);
	CHECK_EQ(dots, 1);
	CHECK_EQ(svg_fit("\xc3\xa9\xc3\xa9\xc3\xa9", 3 * SVG_CHAR_WIDTH + 1, &dots), 6);
}

static void test_color(void)
{
	char a[8], b[8], c[8];

	svg_color(a, "vmlinux`schedule", SVG_PAL_USER);
	svg_color(b, "vmlinux`schedule", SVG_PAL_USER);
	CHECK_STR(a, b);
	svg_color(c, "vmlinux`schedule", SVG_PAL_KERNEL);
	CHECK(strcmp(a, c) != 0);
	CHECK_EQ(strlen(a), 7);
	CHECK_EQ(a[0], '#');
}

static void add3(struct flame *fl, const char *a, const char *b, const char *c, uint64_t v)
{
	struct flame_frame fr[3] = { { a, SVG_PAL_USER }, { b, SVG_PAL_USER }, { c, SVG_PAL_KERNEL } };

	flame_add(fl, fr, c ? 3 : 2, v);
}

static void test_flame_tree(void)
{
	struct flame *fl = flame_new();
	uint32_t m, x, y, k;

	add3(fl, "main", "x", "sys_read", 30);
	add3(fl, "main", "y", "sys_read", 10);
	add3(fl, "main", "x", NULL, 20);
	add3(fl, "main", "x", "sys_read", 0); /* adds nothing */
	CHECK_EQ(fl->nodes[0].value, 60);
	CHECK_EQ(fl->nstacks, 3);
	m = flame_find(fl, 0, "main", SVG_PAL_USER);
	x = flame_find(fl, m, "x", SVG_PAL_USER);
	y = flame_find(fl, m, "y", SVG_PAL_USER);
	k = flame_find(fl, x, "sys_read", SVG_PAL_KERNEL);
	CHECK(m && x && y && k);
	CHECK_EQ(fl->nodes[m].value, 60);
	CHECK_EQ(fl->nodes[x].value, 50);
	CHECK_EQ(fl->nodes[y].value, 10);
	CHECK_EQ(fl->nodes[k].value, 30);
	CHECK_EQ(fl->nodes[k].depth, 3);
	CHECK_EQ(fl->max_depth, 3);
	/* same name, other kind: another frame */
	CHECK_EQ(flame_find(fl, x, "sys_read", SVG_PAL_USER), 0);
	CHECK_EQ(fl->n, 6);
	flame_free(fl);
}

/* Many siblings (the hash grows) and deep stacks still merge. */
static void test_flame_many(void)
{
	struct flame *fl = flame_new();
	char name[32];

	for (int round = 0; round < 2; round++) {
		for (int i = 0; i < 3000; i++) {
			struct flame_frame fr[2] = { { "root", SVG_PAL_KEY }, { name, SVG_PAL_USER } };

			snprintf(name, sizeof(name), "f%d", i);
			flame_add(fl, fr, 2, 1);
		}
	}
	CHECK_EQ(fl->n, 3002);
	CHECK_EQ(fl->nodes[flame_find(fl, flame_find(fl, 0, "root", SVG_PAL_KEY), "f2999",
				      SVG_PAL_USER)].value, 2);
	flame_free(fl);
}

/* The <rect> width of the frame titled title (-1 if none). */
static double rect_width(const char *svg, const char *title)
{
	const char *p = strstr(svg, title), *w;

	if (!p || !(w = strstr(p, "width=\"")))
		return -1;
	return strtod(w + 7, NULL);
}

static void test_flame_svg(void)
{
	struct flame *fl = flame_new();
	char *out = NULL;

	add3(fl, "main", "x", "sys_read", 30);
	add3(fl, "main", "y<T>", NULL, 10);
	CAPTURE(out, flame_write(fl, f, "Flame & co", NULL));
	CHECK(strstr(out, "<title>main (40, 100.00%)</title>") != NULL);
	CHECK(strstr(out, "<title>x (30, 75.00%)</title>") != NULL);
	CHECK(strstr(out, "<title>y&lt;T&gt; (10, 25.00%)</title>") != NULL);
	CHECK(strstr(out, "<g class=\"f k\" data-s=\"0\" data-v=\"30\" data-d=\"3\"><title>sys_read") != NULL);
	CHECK(strstr(out, "<g class=\"f u\" data-s=\"30\" data-v=\"10\" data-d=\"2\"><title>y&lt;T&gt;") != NULL);
	CHECK(strstr(out, "Flame &amp; co") != NULL);
	/* all spans 1180 px; x is three times as wide as y */
	CHECK(rect_width(out, "<title>all ") > 1179.9 && rect_width(out, "<title>all ") < 1180.1);
	CHECK(rect_width(out, "<title>x ") > 884.9 && rect_width(out, "<title>x ") < 885.1);
	CHECK(rect_width(out, "<title>y&lt;T&gt; ") > 294.9 &&
	      rect_width(out, "<title>y&lt;T&gt; ") < 295.1);
	/* x (name order) starts at the left, y right after it */
	CHECK(strstr(out, "<title>x (30, 75.00%)</title><rect x=\"10.00\"") != NULL);
	CHECK(strstr(out, "<title>y&lt;T&gt; (10, 25.00%)</title><rect x=\"895.00\"") != NULL);
	free(out);
	CAPTURE(out, flame_write_folded(fl, f));
	CHECK_STR(out, "main;x;sys_read_[k] 30\nmain;y<T> 10\n");
	free(out);
	flame_free(fl);
}

static void test_heatmap(void)
{
	const char *labels[] = { "0", "1", "2", "4", "8" };
	int64_t c0[5] = { 0, 0, 3, 0, 0 }, c2[5] = { 0, 1, 0, 6, -2 };
	struct heatmap *hm = heatmap_new(5, labels, 500000000);
	uint32_t lo, hi, p = heatmap_panel(hm, NULL);
	char *out = NULL;

	heatmap_rows(hm, p, &lo, &hi);
	CHECK(lo > hi);
	heatmap_column(hm);
	heatmap_put(hm, p, c0);
	heatmap_column(hm); /* an interval with nothing */
	heatmap_column(hm);
	heatmap_put(hm, p, c2);
	heatmap_rows(hm, p, &lo, &hi);
	CHECK_EQ(lo, 1);
	CHECK_EQ(hi, 3);
	CHECK_EQ(hm->panels[p].total, 10);
	CAPTURE(out, heatmap_write(hm, f, "lat", "sub", 9));
	CHECK(strstr(out, "data-panel=\"\" data-columns=\"3\" data-rows=\"3\" data-max=\"6\"") != NULL);
	CHECK(strstr(out, "data-col=\"0\" data-row=\"2\" data-count=\"3\"><title>0s-500ms, bucket 2: 3") != NULL);
	CHECK(strstr(out, "data-col=\"2\" data-row=\"3\" data-count=\"6\"><title>1s-1.5s, bucket 4: 6") != NULL);
	CHECK(strstr(out, "data-col=\"1\"") == NULL); /* an empty column draws no cell */
	CHECK(strstr(out, "data-row=\"4\"") == NULL); /* a negative count is nothing */
	CHECK(strstr(out, "3 columns, 10 in all, at most 6 in one cell</text>") != NULL);
	free(out);
	heatmap_free(hm);
}

/* Panels: the sum first, then keys by total; the sum alone is left out for one key. */
static void test_heatmap_panels(void)
{
	const char *labels[] = { "a", "b" };
	int64_t x[2] = { 1, 0 }, y[2] = { 0, 5 }, sum[2] = { 1, 5 };
	struct heatmap *hm = heatmap_new(2, labels, 1000000000);
	uint32_t all = heatmap_panel(hm, "all keys"), px = heatmap_panel(hm, "x<1>");
	uint32_t py = heatmap_panel(hm, "y");
	char *out = NULL, *pa, *pxs, *pys;

	heatmap_column(hm);
	heatmap_put(hm, px, x);
	heatmap_put(hm, py, y);
	heatmap_put(hm, all, sum);
	CAPTURE(out, heatmap_write(hm, f, "t", NULL, 9));
	pa = strstr(out, "data-panel=\"all keys\"");
	pxs = strstr(out, "data-panel=\"x&lt;1&gt;\"");
	pys = strstr(out, "data-panel=\"y\"");
	CHECK(pa && pxs && pys && pa < pys && pys < pxs);
	free(out);
	/* two panels at most: the sum and the largest key */
	CAPTURE(out, heatmap_write(hm, f, "t", NULL, 2));
	CHECK(strstr(out, "data-panel=\"y\"") != NULL);
	CHECK(strstr(out, "data-panel=\"x&lt;1&gt;\"") == NULL);
	CHECK(strstr(out, "; 1 smaller keys only in the sum</text>") != NULL);
	free(out);
	heatmap_free(hm);

	hm = heatmap_new(2, labels, 1000000000);
	all = heatmap_panel(hm, "all keys");
	px = heatmap_panel(hm, "x");
	heatmap_column(hm);
	heatmap_put(hm, px, x);
	heatmap_put(hm, all, x);
	CAPTURE(out, heatmap_write(hm, f, "t", NULL, 9));
	CHECK(strstr(out, "data-panel=\"all keys\"") == NULL);
	CHECK(strstr(out, "data-panel=\"x\"") != NULL);
	free(out);
	heatmap_free(hm);
}

/* -x flamegraph, heatmap (file names), heatmapinterval (a time, 1s by default), oformat=folded. */
static void test_options(void)
{
	struct rt_options o;
	struct print_opts po = { 0 };

	options_init(&o);
	CHECK(o.flamegraph == NULL);
	CHECK(o.heatmap == NULL);
	CHECK_EQ(o.heatmapinterval, 1000000000);
	CHECK_EQ(options_set(&o, "heatmapinterval", "250ms"), 0);
	CHECK_EQ(o.heatmapinterval, 250000000);
	CHECK_EQ(options_set(&o, "heatmapinterval", "10hz"), 0);
	CHECK_EQ(o.heatmapinterval, 100000000);
	CHECK_EQ(options_set(&o, "heatmapinterval", "soon"), -EINVAL);
	CHECK_EQ(options_set(&o, "flamegraph", "out.svg"), 0);
	CHECK_STR(o.flamegraph, "out.svg");
	CHECK_EQ(options_set(&o, "heatmap", NULL), -EINVAL);
	/* -x oformat=folded sets the printer's folded, not json */
	CHECK_EQ(options_set(&o, "oformat", "folded"), 0);
	options_to_print(&o, &po);
	CHECK(po.folded && !po.json);
	CHECK_EQ(options_set(&o, "oformat", "Folded"), -EINVAL);
}

int main(void)
{
	test_options();
	test_text();
	test_fit();
	test_color();
	test_flame_tree();
	test_flame_many();
	test_flame_svg();
	test_heatmap();
	test_heatmap_panels();
	return T_DONE();
}
