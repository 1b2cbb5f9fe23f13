/*
 * flame.h - flame graphs: stacks merged into a tree by common prefix from
 * the root, then drawn as SVG (flame.c). Pure: no kernel, no symbols; the
 * caller (aggsvg.c) turns aggregation entries into frame names.
 *
 *	struct flame *fl = flame_new();
 *	flame_add(fl, frames, nframes, value);   (frames[0] is the outermost caller)
 *	flame_write(fl, f, "title", "subtitle");
 *	flame_free(fl);
 */
#ifndef OUT_FLAME_H
#define OUT_FLAME_H

#include <stdint.h>
#include <stdio.h>

#include "svg.h"

/* One frame of a stack to add: its name and where it comes from. */
struct flame_frame {
	const char *name;
	enum svg_palette kind;  /* SVG_PAL_USER, SVG_PAL_KERNEL or SVG_PAL_KEY */
};

/* A node of the merged tree; the root is nodes[0] ("all"). */
struct flame_node {
	const char *name;       /* owned by the flame */
	enum svg_palette kind;
	uint64_t value;         /* this frame and everything above it */
	uint32_t parent;        /* index; the root's is 0 */
	uint32_t child;         /* first child, 0 = none (the root is nobody's child) */
	uint32_t next;          /* next sibling, 0 = none */
	uint32_t depth;         /* root 0 */
};

struct flame {
	struct flame_node *nodes;
	uint32_t n, cap;
	uint32_t *hash;         /* (parent, name, kind) -> 1 + node index; 0 = empty */
	uint32_t hcap;          /* a power of two */
	uint32_t max_depth;
	uint64_t nstacks;       /* flame_add() calls that added something */
};

struct flame *flame_new(void);
void flame_free(struct flame *fl);
/* Adds value to every frame of the stack (outermost first); value 0 adds nothing. */
void flame_add(struct flame *fl, const struct flame_frame *frames, uint32_t n, uint64_t value);
/* The child of node parent named name (of kind kind), or 0 when there is none. */
uint32_t flame_find(const struct flame *fl, uint32_t parent, const char *name,
		    enum svg_palette kind);
/*
 * Writes the flame graph: the root at the bottom, each frame's children
 * above it left to right in name order, widths proportional to value,
 * frames narrower than 0.1 px left out. Each frame is a <g class="f K">
 * (K: u, k or key) holding a <title> "name (value, pct%)", a <rect> and a
 * clipped <text>. Returns 0 or -EIO when writing failed.
 */
int flame_write(const struct flame *fl, FILE *f, const char *title, const char *subtitle);
/*
 * The same tree as folded stacks, one line per leaf-most frame with a
 * value of its own: "root;...;leaf value" (Brendan Gregg's folded format,
 * which flamegraph.pl and speedscope read), in name order.
 */
void flame_write_folded(const struct flame *fl, FILE *f);

#endif
