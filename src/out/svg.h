/*
 * svg.h - the little SVG that flame graphs and heat maps share (svg.c):
 * a document's head and tail, text made safe for XML, stable colours from
 * names, and fitting a label into a width. Pure: writes on a FILE, reads
 * nothing else, so tests/unit/test_svg.c pins it without a kernel.
 */
#ifndef OUT_SVG_H
#define OUT_SVG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Labels are this font (monospace, so a label's width is known without fonts). */
#define SVG_FONT_SIZE 11
#define SVG_CHAR_WIDTH 6.7 /* px per character at SVG_FONT_SIZE, a little over monospace's 0.6em */

/* The colour families of svg_color(). */
enum svg_palette {
	SVG_PAL_USER,   /* user frames: hot (red to yellow) */
	SVG_PAL_KERNEL, /* kernel frames: pale orange (tan) */
	SVG_PAL_KEY,    /* frames made from other aggregation keys: grey */
};

/* "<?xml ...?><svg ...>" with a white background, a <style> and a centred title. */
void svg_begin(FILE *f, int width, int height, const char *title, const char *subtitle);
/* "</svg>". */
void svg_end(FILE *f);
/*
 * Writes s (n bytes, or up to a NUL when n is SIZE_MAX) as XML character
 * data: & < > " ' escaped, control characters and bytes that are not
 * UTF-8 replaced by '?', so any key or symbol gives a well-formed document.
 */
void svg_text(FILE *f, const char *s, size_t n);
/* "#rrggbb" in buf (8 bytes) for name: the same name always has the same colour. */
void svg_color(char buf[8], const char *name, enum svg_palette pal);
/*
 * How many bytes of s a label width px wide shows: all of s if it fits,
 * else a prefix that leaves room for "..", 0 when not even 3 characters
 * fit. Never cuts a UTF-8 sequence. *dots is set when ".." must follow.
 */
size_t svg_fit(const char *s, double width, int *dots);

#endif
