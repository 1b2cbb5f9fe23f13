/*
 * diag.c - the one printer of diagnostics.
 *
 * Compatible format, byte for byte DTrace's:
 *   dtrace: failed to compile script x.d: line 14: <msg>          (-s)
 *   dtrace: invalid probe specifier <text>: <msg>                 (-n)
 * with "[D_TAG] " before "line" (or before <msg> for -n) under -x errtags.
 * Extended format (a terminal, or -x diag=caret):
 *   x.d:14:31: error: [D_OP_INT] <msg>
 *      14 |     @b[execname] = sum(arg2 + "x");
 *         |                             ^
 */
#include "diag.h"

#include <string.h>

static const char *const tag_names[] = {
#define ERRTAG(name, desc) #name,
#include "errtags.def"
#undef ERRTAG
};

static const char *const tag_descs[] = {
#define ERRTAG(name, desc) desc,
#include "errtags.def"
#undef ERRTAG
};

_Static_assert(sizeof(tag_names) / sizeof(tag_names[0]) == D__NTAGS, "errtag table out of sync");

const char *diag_tag_name(enum errtag tag)
{
	return tag < D__NTAGS ? tag_names[tag] : "D_UNKNOWN";
}

const char *diag_tag_desc(enum errtag tag)
{
	return tag < D__NTAGS ? tag_descs[tag] : "";
}

enum errtag diag_tag_lookup(const char *s)
{
	for (int i = 0; i < D__NTAGS; i++)
		if (strcmp(tag_names[i], s) == 0)
			return (enum errtag)i;
	return D__NTAGS;
}

/* Prints line `line` of text (1-based) and a caret under column `col`. */
static void print_caret(FILE *f, const char *text, unsigned line, unsigned col)
{
	const char *p = text, *end;
	unsigned l = 1;

	while (l < line && (p = strchr(p, '\n')) != NULL) {
		p++;
		l++;
	}
	if (!p)
		return;
	end = strchr(p, '\n');
	if (!end)
		end = p + strlen(p);
	fprintf(f, "%5u | %.*s\n", line, (int)(end - p), p);
	fprintf(f, "      | ");
	for (unsigned i = 1; i < col && p + i - 1 < end; i++)
		fputc(p[i - 1] == '\t' ? '\t' : ' ', f);
	fputs("^\n", f);
}

void diag_print(FILE *f, const struct diag *d, const struct diag_src *src, enum diag_style style,
		bool errtags)
{
	const char *tag = diag_tag_name(d->tag);

	if (style == DIAG_CARET) {
		const char *name = src && src->name ? src->name : "<command line>";

		fprintf(f, "%s:%u:%u: %s: [%s] %s\n", name, d->pos.line, d->pos.col,
			d->kind == DIAG_ERROR ? "error" : "warning", tag, d->msg);
		if (src && src->text && d->pos.line > 0)
			print_caret(f, src->text, d->pos.line, d->pos.col);
		return;
	}
	if (d->kind == DIAG_WARNING) {
		fprintf(f, "dtrace: warning: %s%s%s%s\n", errtags ? "[" : "", errtags ? tag : "",
			errtags ? "] " : "", d->msg);
		return;
	}
	if (src && src->name && !src->is_cmdline) {
		fprintf(f, "dtrace: failed to compile script %s: ", src->name);
		if (errtags)
			fprintf(f, "[%s] ", tag);
		if (d->pos.line > 0)
			fprintf(f, "line %u: ", d->pos.line);
		fprintf(f, "%s\n", d->msg);
		return;
	}
	fprintf(f, "dtrace: invalid probe specifier %s: ", src && src->text ? src->text : "");
	if (errtags)
		fprintf(f, "[%s] ", tag);
	fprintf(f, "%s\n", d->msg);
}
