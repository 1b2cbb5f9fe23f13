/*
 * print_priv.h - what print.c and print_agg.c share and nobody else needs:
 * formatting one value with one printf conversion, symbol strings, and the
 * field readers.
 */
#ifndef OUT_PRINT_PRIV_H
#define OUT_PRINT_PRIV_H

#include <stdint.h>
#include <stdio.h>

#include "../cc/pfmt.h"
#include "print.h"

/* Frames of stack() and ustack() are indented this much (DTrace's stackindent). */
#define PRINT_STACK_INDENT 14

/* The spaces before each stack frame: -x stackindent, or DTrace's 14. */
static inline int print_stack_indent(const struct print_opts *po)
{
	return po && po->has_stackindent ? po->stackindent : PRINT_STACK_INDENT;
}

/* Reads an integer field of 1, 2, 4 or 8 bytes, sign- or zero-extended. */
int64_t print_read_int(const uint8_t *p, uint32_t size, bool is_signed);

/*
 * Formats one argument with one conversion (flags, width and precision
 * already resolved into c, '*' values included). Used by printf() and by
 * printa() for keys.
 */
void print_conv(FILE *f, const struct pfmt_conv *c, const struct rec_field *fld,
		const uint8_t *data, const struct print_opts *po);
/* Formats a 64-bit value with an integer conversion (printa's %@ of scalars). */
void print_conv_int(FILE *f, const struct pfmt_conv *c, int64_t v, bool is_signed);

/* The text DTrace prints for a symbol-like field (sym, mod, usym, umod, uaddr). */
void print_symstr(const struct print_opts *po, const struct rec_field *fld, const uint8_t *data,
		  char *buf, size_t len);

/*
 * Bytes of unknown type as DTrace prints them: as a string when they look
 * like one (width < 0: left-justified in -width columns), else a hex dump.
 */
void print_bytes(FILE *f, const uint8_t *data, size_t n, int width, bool quiet);
/* An integer field as trace() and aggregation keys print it (width by size, sign by type). */
void print_int_field(FILE *f, const struct rec_field *fld, const uint8_t *p, bool quiet);

/*
 * The frames of a stack field's value at data ([pid, for ustack] pc ...,
 * 0-terminated unless full): *pcs = the first pc, *pid, *room = the
 * frames it has room for (after the field's depth); returns how many it
 * holds. The one reader of that layout.
 */
uint32_t print_stack_pcs(const struct rec_field *fld, const uint8_t *data, const uint8_t **pcs,
			 uint32_t *pid, uint32_t *room);
/*
 * True if a stack field's value at data is a user stack: a FIELD_USTACK
 * whose first word is a pid, not prog.h's STACK_KEY_KERNEL.
 */
bool print_stack_is_user(const struct rec_field *fld, const uint8_t *data);
/* A frame's text as stack()/ustack() print it: "module`name+0xoff", or "0x..." when unknown. */
void print_frame_str(const struct print_opts *po, bool user, uint32_t pid, uint64_t pc,
		     bool with_offset, char *buf, size_t len);

/* A stack as DTrace prints it: "\n", then one line per frame, each "%*s" indent then the frame. */
void print_stack_fmt(FILE *f, const struct rec_field *fld, const uint8_t *data,
		     const struct print_opts *po, int indent, const char *framefmt);

/* Other output formats (json.c) reuse the text's order, values and histogram rows. */
/* Sorts one aggregation's entries as print_agg() does. */
void print_agg_sort(const struct agg_desc *ad, struct agg_entry *ents, size_t n,
		    const struct print_opts *po);
/* The value a scalar aggregation prints (count, sum, avg, min, max, stddev; normalized). */
int64_t print_agg_scalar(const struct agg_desc *ad, const uint8_t *val,
			 const struct print_opts *po, bool *is_signed);
/* One row of a histogram: its lower bound, its count; edge -1 "< value", +1 ">= value". */
struct print_hist_row {
	int64_t value;
	int64_t count;
	int edge;
};
int64_t print_hist_rows(const struct agg_desc *ad, const uint8_t *val, const struct print_opts *po,
			struct print_hist_row **rows);

#endif
