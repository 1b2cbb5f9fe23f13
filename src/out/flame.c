/*
 * flame.c - flame graphs (see flame.h).
 *
 * Stacks merge into a tree by common prefix from the root: the outermost
 * caller is a child of the root ("all"), its callees are its children, and
 * a frame's value is the sum of the values of the stacks passing through
 * it. Nodes live in one array; a node's children are a linked list,
 * found through a hash of (parent, name, kind), and sorted by name only
 * when drawn. The drawing is the usual one: root at the bottom, x and
 * width proportional to the values, one row of FRAME_H pixels per depth.
 */
#include "flame.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"

#define WIDTH 1200
#define PAD 10            /* px left and right of the frames */
#define TOP 56            /* px above the deepest row: title, subtitle */
#define BOTTOM 28         /* px below the root: the details line */
#define FRAME_H 16
#define MIN_PX 0.1        /* narrower frames are not drawn */

static uint64_t node_hash(uint32_t parent, const char *name, enum svg_palette kind)
{
	uint64_t h = 1469598103934665603ull ^ ((uint64_t)parent << 2 | (uint64_t)kind);

	for (const unsigned char *p = (const unsigned char *)name; *p; p++)
		h = (h ^ *p) * 1099511628211ull;
	return h ^ h >> 31;
}

static bool node_is(const struct flame_node *nd, uint32_t parent, const char *name,
		    enum svg_palette kind)
{
	return nd->parent == parent && nd->kind == kind && strcmp(nd->name, name) == 0;
}

/* The hash slot of (parent, name, kind): the one holding it, or the empty one where it goes. */
static uint32_t slot_of(const struct flame *fl, uint32_t parent, const char *name,
			enum svg_palette kind)
{
	uint32_t i = (uint32_t)node_hash(parent, name, kind) & (fl->hcap - 1);

	while (fl->hash[i] && !node_is(&fl->nodes[fl->hash[i] - 1], parent, name, kind))
		i = (i + 1) & (fl->hcap - 1);
	return i;
}

static void rehash(struct flame *fl)
{
	free(fl->hash);
	fl->hcap = fl->hcap ? fl->hcap * 2 : 1024;
	fl->hash = xcalloc(fl->hcap, sizeof(*fl->hash));
	for (uint32_t j = 1; j < fl->n; j++) {
		const struct flame_node *nd = &fl->nodes[j];

		fl->hash[slot_of(fl, nd->parent, nd->name, nd->kind)] = j + 1;
	}
}

struct flame *flame_new(void)
{
	struct flame *fl = xcalloc(1, sizeof(*fl));

	fl->cap = 256;
	fl->nodes = xcalloc(fl->cap, sizeof(*fl->nodes));
	fl->nodes[0].name = xstrdup("all");
	fl->nodes[0].kind = SVG_PAL_KEY;
	fl->n = 1;
	rehash(fl);
	return fl;
}

void flame_free(struct flame *fl)
{
	if (!fl)
		return;
	for (uint32_t i = 0; i < fl->n; i++)
		free((char *)fl->nodes[i].name);
	free(fl->nodes);
	free(fl->hash);
	free(fl);
}

uint32_t flame_find(const struct flame *fl, uint32_t parent, const char *name,
		    enum svg_palette kind)
{
	uint32_t i = slot_of(fl, parent, name, kind);

	return fl->hash[i] ? fl->hash[i] - 1 : 0;
}

/* The child of parent named name, made if missing. */
static uint32_t child_of(struct flame *fl, uint32_t parent, const char *name,
			 enum svg_palette kind)
{
	uint32_t i, j;
	struct flame_node *nd;

	if ((uint64_t)(fl->n + 1) * 10 > (uint64_t)fl->hcap * 7)
		rehash(fl);
	i = slot_of(fl, parent, name, kind);
	if (fl->hash[i])
		return fl->hash[i] - 1;
	if (fl->n == fl->cap) {
		fl->cap *= 2;
		fl->nodes = xrealloc(fl->nodes, fl->cap * sizeof(*fl->nodes));
	}
	j = fl->n++;
	nd = &fl->nodes[j];
	memset(nd, 0, sizeof(*nd));
	nd->name = xstrdup(name);
	nd->kind = kind;
	nd->parent = parent;
	nd->depth = fl->nodes[parent].depth + 1;
	nd->next = fl->nodes[parent].child;
	fl->nodes[parent].child = j;
	if (nd->depth > fl->max_depth)
		fl->max_depth = nd->depth;
	fl->hash[i] = j + 1;
	return j;
}

void flame_add(struct flame *fl, const struct flame_frame *frames, uint32_t n, uint64_t value)
{
	uint32_t at = 0;

	if (value == 0)
		return;
	fl->nodes[0].value += value;
	for (uint32_t i = 0; i < n; i++) {
		at = child_of(fl, at, frames[i].name, frames[i].kind);
		fl->nodes[at].value += value;
	}
	fl->nstacks++;
}

/* ---- drawing ---- */

/*
 * Click to zoom: the clicked frame and those above it that it contains
 * span the width, the frames below it (its callers) span it too, the rest
 * hide; labels are clipped again as svg_fit() clips them. Each frame's
 * <g> carries its start and value (data-s, data-v, in units of value) and
 * its depth (data-d). Viewers without script show the static picture.
 * printf arguments: plot width, left pad, px per character.
 */
#define ZOOM_SCRIPT                                                                        \
	"<script type=\"text/ecmascript\"><![CDATA[\n"                                    \
	"(function () {\n"                                                                 \
	"  var W = %d, PAD = %d, CW = %.2f, NS = 'http://www.w3.org/2000/svg';\n"          \
	"  var fs = document.querySelectorAll('g.f');\n"                                  \
	"  function num(g, a) { return Number(g.getAttribute(a)); }\n"                     \
	"  function relabel(g, x, w) {\n"                                                  \
	"    var t = g.querySelector('text'), r = g.querySelector('rect');\n"              \
	"    var name = g.querySelector('title').textContent.replace(/ \\([^(]*\\)$/, '');\n" \
	"    var n = Math.floor((w - 6) / CW);\n"                                          \
	"    if (!t) {\n"                                                                  \
	"      t = document.createElementNS(NS, 'text');\n"                                \
	"      t.setAttribute('y', Number(r.getAttribute('y')) + 11.5);\n"                 \
	"      g.appendChild(t);\n"                                                        \
	"    }\n"                                                                          \
	"    t.setAttribute('x', x + 3);\n"                                                \
	"    t.textContent = n < 3 ? '' : name.length <= n ? name : name.substr(0, n - 2) + '..';\n" \
	"  }\n"                                                                            \
	"  function zoom(z) {\n"                                                           \
	"    var zs = num(z, 'data-s'), zv = num(z, 'data-v'), zd = num(z, 'data-d');\n"   \
	"    for (var i = 0; i < fs.length; i++) {\n"                                      \
	"      var g = fs[i], s = num(g, 'data-s'), v = num(g, 'data-v'), d = num(g, 'data-d');\n" \
	"      var below = d < zd && s <= zs && s + v >= zs + zv;\n"                       \
	"      var inside = d >= zd && s >= zs && s + v <= zs + zv;\n"                     \
	"      g.style.display = below || inside ? '' : 'none';\n"                         \
	"      if (!below && !inside) continue;\n"                                         \
	"      var x = below ? PAD : PAD + (s - zs) / zv * W, w = below ? W : v / zv * W;\n" \
	"      var r = g.querySelector('rect');\n"                                         \
	"      r.setAttribute('x', x.toFixed(2));\n"                                       \
	"      r.setAttribute('width', w.toFixed(2));\n"                                   \
	"      relabel(g, x, w);\n"                                                        \
	"    }\n"                                                                          \
	"  }\n"                                                                            \
	"  for (var i = 0; i < fs.length; i++) {\n"                                        \
	"    fs[i].style.cursor = 'pointer';\n"                                            \
	"    fs[i].addEventListener('click', function () { zoom(this); });\n"              \
	"  }\n"                                                                            \
	"})();\n"                                                                          \
	"]]></script>\n"

static const struct flame *sort_fl;

static int by_name(const void *a, const void *b)
{
	const struct flame_node *na = &sort_fl->nodes[*(const uint32_t *)a];
	const struct flame_node *nb = &sort_fl->nodes[*(const uint32_t *)b];
	int c = strcmp(na->name, nb->name);

	return c ? c : (int)na->kind - (int)nb->kind;
}

/* The children of node i in name order (*n of them; free the array). */
static uint32_t *sorted_children(const struct flame *fl, uint32_t i, uint32_t *n)
{
	uint32_t *kids, k = 0;

	*n = 0;
	for (uint32_t c = fl->nodes[i].child; c; c = fl->nodes[c].next)
		(*n)++;
	kids = xcalloc(*n ? *n : 1, sizeof(*kids));
	for (uint32_t c = fl->nodes[i].child; c; c = fl->nodes[c].next)
		kids[k++] = c;
	sort_fl = fl;
	qsort(kids, *n, sizeof(*kids), by_name);
	return kids;
}

static const char *kind_class(enum svg_palette kind)
{
	return kind == SVG_PAL_USER ? "u" : kind == SVG_PAL_KERNEL ? "k" : "key";
}

struct draw {
	const struct flame *fl;
	FILE *f;
	double scale;         /* px per unit of value */
	int height;           /* of the document */
	uint64_t hidden;      /* frames too narrow to draw */
};

static void draw_node(struct draw *d, uint32_t i, uint64_t start)
{
	const struct flame_node *nd = &d->fl->nodes[i];
	double x = PAD + (double)start * d->scale, w = (double)nd->value * d->scale;
	double y = d->height - BOTTOM - (double)(nd->depth + 1) * FRAME_H;
	double pct = 100.0 * (double)nd->value / (double)d->fl->nodes[0].value;
	uint32_t nkids, *kids;
	char color[8];
	size_t fit;
	int dots;

	if (w < MIN_PX) {
		d->hidden++;
		return;
	}
	svg_color(color, nd->name, nd->kind);
	fprintf(d->f, "<g class=\"f %s\" data-s=\"%llu\" data-v=\"%llu\" data-d=\"%u\"><title>",
		kind_class(nd->kind), (unsigned long long)start, (unsigned long long)nd->value,
		nd->depth);
	svg_text(d->f, nd->name, SIZE_MAX);
	fprintf(d->f, " (%llu, %.2f%%)</title>", (unsigned long long)nd->value, pct);
	fprintf(d->f, "<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%d\" fill=\"%s\" rx=\"2\"/>",
		x, y, w, FRAME_H - 1, color);
	fit = svg_fit(nd->name, w - 6, &dots);
	if (fit) {
		fprintf(d->f, "<text x=\"%.2f\" y=\"%.1f\">", x + 3, y + FRAME_H - 4.5);
		svg_text(d->f, nd->name, fit);
		fputs(dots ? "..</text>" : "</text>", d->f);
	}
	fputs("</g>\n", d->f);
	kids = sorted_children(d->fl, i, &nkids);
	for (uint32_t k = 0; k < nkids; k++) {
		draw_node(d, kids[k], start);
		start += d->fl->nodes[kids[k]].value;
	}
	free(kids);
}

int flame_write(const struct flame *fl, FILE *f, const char *title, const char *subtitle)
{
	struct draw d = { .fl = fl, .f = f };
	uint64_t total = fl->nodes[0].value;

	d.height = TOP + (int)(fl->max_depth + 1) * FRAME_H + BOTTOM;
	d.scale = total ? (double)(WIDTH - 2 * PAD) / (double)total : 0;
	svg_begin(f, WIDTH, d.height, title, subtitle);
	fprintf(f, "<g class=\"flame\" data-total=\"%llu\" data-stacks=\"%llu\">\n",
		(unsigned long long)total, (unsigned long long)fl->nstacks);
	if (total)
		draw_node(&d, 0, 0);
	fputs("</g>\n", f);
	fprintf(f, "<text class=\"sub\" x=\"%d\" y=\"%d\">%llu stacks, %u frames, total %llu",
		PAD, d.height - 10, (unsigned long long)fl->nstacks, fl->n - 1,
		(unsigned long long)total);
	if (d.hidden)
		fprintf(f, "; %llu frames too narrow to draw", (unsigned long long)d.hidden);
	fputs(". Hover a frame for its name and value, click it to zoom, click all to "
	      "zoom out; user frames are red to yellow, kernel frames pale orange, other keys "
	      "grey.</text>\n",
	      f);
	fprintf(f, ZOOM_SCRIPT, WIDTH - 2 * PAD, PAD, SVG_CHAR_WIDTH);
	svg_end(f);
	fflush(f);
	return ferror(f) ? -EIO : 0;
}

/* ---- folded stacks ---- */

/* Writes node i's path from the root's child: "a;b;c" (kernel frames marked _[k]). */
static void write_path(const struct flame *fl, FILE *f, uint32_t i)
{
	const struct flame_node *nd = &fl->nodes[i];

	if (nd->parent != 0) {
		write_path(fl, f, nd->parent);
		fputc(';', f);
	}
	for (const char *p = nd->name; *p; p++)
		fputc(*p == ';' || *p == '\n' ? '_' : *p, f);
	if (nd->kind == SVG_PAL_KERNEL)
		fputs("_[k]", f);
}

static void fold_node(const struct flame *fl, FILE *f, uint32_t i)
{
	uint64_t self = fl->nodes[i].value;
	uint32_t nkids, *kids = sorted_children(fl, i, &nkids);

	for (uint32_t k = 0; k < nkids; k++)
		self -= fl->nodes[kids[k]].value;
	if (i != 0 && self) {
		write_path(fl, f, i);
		fprintf(f, " %llu\n", (unsigned long long)self);
	}
	for (uint32_t k = 0; k < nkids; k++)
		fold_node(fl, f, kids[k]);
	free(kids);
}

void flame_write_folded(const struct flame *fl, FILE *f)
{
	fold_node(fl, f, 0);
}
