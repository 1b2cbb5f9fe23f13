/*
 * diag.h - diagnostics: record, format, print (STYLE.md §3).
 *
 * A struct diag is what a compile error becomes. diag_print() is the only
 * function that turns one into text, in DTrace's compatible format or in the
 * extended format with column and caret.
 */
#ifndef BASE_DIAG_H
#define BASE_DIAG_H

#include <stdbool.h>
#include <stdio.h>

#include "srcpos.h"

enum errtag {
#define ERRTAG(name, desc) name,
#include "errtags.def"
#undef ERRTAG
	D__NTAGS
};

enum diag_kind {
	DIAG_ERROR,
	DIAG_WARNING,
};

struct diag {
	enum diag_kind kind;
	enum errtag tag;
	struct srcpos pos;
	char msg[512];
};

/* What diag_print() needs to know about the source files of a compile. */
struct diag_src {
	const char *name;   /* script path for -s, or NULL for -n */
	const char *text;   /* whole source text, for the caret line */
	bool is_cmdline;    /* -n/-P/-m/-f/-i description */
};

enum diag_style {
	DIAG_COMPAT, /* dtrace: failed to compile script x.d: line 14: ... */
	DIAG_CARET,  /* x.d:14:31: error: [D_TAG] ... plus source line and caret */
};

const char *diag_tag_name(enum errtag tag);
const char *diag_tag_desc(enum errtag tag);
/* Returns the tag whose name is s, or D__NTAGS. */
enum errtag diag_tag_lookup(const char *s);

void diag_print(FILE *f, const struct diag *d, const struct diag_src *src, enum diag_style style,
		bool errtags);

#endif
