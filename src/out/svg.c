/*
 * svg.c - SVG pieces shared by flame graphs (flame.c) and heat maps
 * (heatmap.c); see svg.h.
 *
 * Documents are SVG 1.1, standalone, with no script: a viewer shows each
 * shape's <title> as its tooltip. Labels use a monospace font so that
 * clipping a label to its rectangle needs only a character count.
 */
#include "svg.h"

#include <stdbool.h>
#include <string.h>

void svg_begin(FILE *f, int width, int height, const char *title, const char *subtitle)
{
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n");
	fprintf(f, "<svg version=\"1.1\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
		   "height=\"%d\" viewBox=\"0 0 %d %d\">\n",
		width, height, width, height);
	fprintf(f, "<style>\n"
		   "text { font-family: monospace; font-size: %dpx; fill: #000; }\n"
		   "text.title { font-size: 16px; }\n"
		   "text.sub { fill: #555; }\n"
		   "g.f:hover rect, rect.c:hover { stroke: #000; stroke-width: 0.5; }\n"
		   "</style>\n",
		SVG_FONT_SIZE);
	fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", width,
		height);
	fprintf(f, "<text class=\"title\" x=\"%d\" y=\"24\" text-anchor=\"middle\">", width / 2);
	svg_text(f, title, SIZE_MAX);
	fputs("</text>\n", f);
	if (subtitle) {
		fprintf(f, "<text class=\"sub\" x=\"%d\" y=\"42\" text-anchor=\"middle\">",
			width / 2);
		svg_text(f, subtitle, SIZE_MAX);
		fputs("</text>\n", f);
	}
}

void svg_end(FILE *f)
{
	fputs("</svg>\n", f);
}

/* Bytes of the UTF-8 sequence at s (at most n), or 0 if it is not one. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
	size_t len;
	uint32_t cp;

	if (s[0] < 0x80)
		return 1;
	if ((s[0] & 0xe0) == 0xc0)
		len = 2, cp = s[0] & 0x1f;
	else if ((s[0] & 0xf0) == 0xe0)
		len = 3, cp = s[0] & 0x0f;
	else if ((s[0] & 0xf8) == 0xf0)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	/* overlong forms, surrogates and the non-characters XML forbids */
	if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp == 0xfffe || cp == 0xffff || cp > 0x10ffff)
		return 0;
	return len;
}

void svg_text(FILE *f, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;

	if (!s)
		return;
	for (size_t i = 0; i < n && p[i];) {
		size_t len;

		switch (p[i]) {
		case '&': fputs("&amp;", f); i++; continue;
		case '<': fputs("&lt;", f); i++; continue;
		case '>': fputs("&gt;", f); i++; continue;
		case '"': fputs("&quot;", f); i++; continue;
		case '\'': fputs("&apos;", f); i++; continue;
		default: break;
		}
		if (p[i] < 0x20 || p[i] == 0x7f) {
			fputc(p[i] == '\t' ? ' ' : '?', f);
			i++;
			continue;
		}
		len = utf8_len(p + i, n == SIZE_MAX ? strnlen(s + i, 4) : n - i);
		if (len == 0) {
			fputc('?', f);
			i++;
			continue;
		}
		fwrite(p + i, 1, len, f);
		i += len;
	}
}

/* FNV-1a of name, mixed (a 64-bit finalizer), as three numbers in [0, 1), one per channel. */
static void name_hash(const char *name, double v[3])
{
	uint64_t h = 1469598103934665603ull;

	for (const unsigned char *p = (const unsigned char *)name; *p; p++)
		h = (h ^ *p) * 1099511628211ull;
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdull;
	h ^= h >> 33;
	h *= 0xc4ceb9fe1a85ec53ull;
	h ^= h >> 33;
	for (int i = 0; i < 3; i++) {
		v[i] = (double)(h & 0xffff) / 65536.0;
		h >>= 21;
	}
}

void svg_color(char buf[8], const char *name, enum svg_palette pal)
{
	double v[3];
	int r, g, b;

	name_hash(name, v);
	switch (pal) {
	case SVG_PAL_USER: /* red through orange to yellow */
		r = 205 + (int)(50 * v[0]);
		g = (int)(210 * v[1]);
		b = (int)(55 * v[2]);
		break;
	case SVG_PAL_KERNEL: /* pale orange: light, unsaturated */
		r = 230 + (int)(25 * v[0]);
		g = 160 + (int)(50 * v[1]);
		b = 100 + (int)(40 * v[2]);
		break;
	default: /* grey */
		r = g = b = 190 + (int)(30 * v[0]);
		break;
	}
	snprintf(buf, 8, "#%02x%02x%02x", r & 0xff, g & 0xff, b & 0xff);
}

size_t svg_fit(const char *s, double width, int *dots)
{
	size_t fits = width > 0 ? (size_t)(width / SVG_CHAR_WIDTH) : 0, chars = 0, cut = 0;
	size_t n = strlen(s);

	*dots = 0;
	if (fits < 3)
		return 0;
	/* chars counted in code points; cut = the byte offset after fits - 2 of them */
	for (size_t i = 0; i < n; chars++) {
		size_t len = utf8_len((const unsigned char *)s + i, n - i);

		if (chars == fits - 2)
			cut = i;
		i += len ? len : 1;
	}
	if (chars <= fits)
		return n;
	*dots = 1;
	return cut;
}
