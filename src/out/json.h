/*
 * json.h - -x oformat=json: the same output as structured JSON, one object
 * per line (JSON Lines), implemented in json.c.
 *
 * The shapes follow FreeBSD's dtrace -x oformat=json (its "probes" array
 * objects and their "output" items), written one object per line instead
 * of inside one {"dtrace": {"probes": [...]}} document, so that a reader
 * can stream them. Every line is one of:
 *
 *   a probe firing  {"timestamp": ns, "cpu": n, "id": probe id, "provider": "...",
 *                    "module": "...", "function": "...", "name": "...", "output": [item...]}
 *   a fault         the faulting probe's fields, then "error": {...} instead of "output"
 *   a drop          the pseudo-probe dtrace:INTERNAL:INTERNAL:DROP (cpu -1 when
 *                   not per CPU) with "count", "total", "kind", "msg"
 *   an aggregation  at exit, each aggregation no printa() printed, as the
 *                   pseudo-probe dtrace:INTERNAL:INTERNAL:AGGREGATION (cpu -1, id -1)
 *                   whose output is that one aggregation
 *
 * The timestamp is the wall clock (ns since the epoch) when the line is
 * written, as FreeBSD's. Output items: {"value": v} (trace(), and each
 * argument of printf() after its {"message": "formatted text"}),
 * {"stack-frames"|"ustack-frames": [{"symbol", "module", "name", "offset"}]},
 * {"sym"|"usym"|"uaddr": "m`f", "object": "m", "name": "f"}, {"mod"|"umod": "m"},
 * {"tracemem"|"printm"|"bytes": "hex digits"}, {"exit": status},
 * {"system": "command", "output": "what it printed"} and
 * {"aggregation-name": "a", "aggregation-data": [{"keys": [...], "count": n}, ...]}
 * (the value named by the function: count, sum, avg, min, max, stddev;
 * histograms as "buckets": [{"value": lower bound, "count": n}, ...], the
 * rows the text shows, "< v" and ">= v" rows flagged "underflow"/"overflow").
 * Keys are plain values: numbers, strings, stacks as arrays of frame strings.
 * printa() with a format: {"message": the text it formats} before the
 * aggregations' items. print(expr): {"print": {"type": "...", "value": v}},
 * structs as objects of their members (json_print()).
 *
 * Text-layout options do nothing here: -F (flowindent) indents probe lines
 * the stream does not have; aggpack and agghist redraw values whose rows
 * the items already carry. The format is fixed for the run: setopt("oformat")
 * is refused.
 *
 * Strings are escaped as JSON requires; bytes that are not UTF-8 are
 * written as \u00XX (the byte as a Latin-1 code point).
 *
 * One record is open at a time (the consumer is single-threaded); a record
 * that begins while another is open (committed speculations replay inside
 * commit()'s record) closes the open one's line, which goes on as a second
 * line of the same firing if it prints more.
 */
#ifndef OUT_JSON_H
#define OUT_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "print.h"

/* ---- the writer ---- */

/* n bytes of s as a JSON string, quotes included (NUL bytes too, as \u0000). */
void json_str(FILE *f, const char *s, size_t n);

/* ---- records ---- */

/* Opens the line of one probe firing; its items follow, json_rec_end() closes it. */
void json_rec_begin(FILE *f, int64_t cpu, int64_t id, const char *prov, const char *mod,
		    const char *func, const char *name);
void json_rec_end(FILE *f);

/* trace(expr): one item, by the field's kind. */
void json_trace(FILE *f, const struct rec_field *fld, const uint8_t *data,
		const struct print_opts *po);
/* printf(): {"message": the formatted text}, then each argument as trace() would. */
int json_printf(FILE *f, const char *fmt, const struct rec_field *fields, uint32_t nfields,
		const uint8_t *data, const struct print_opts *po);
/* {"message": text}: what a format made of values that have items of their own (printa). */
void json_message(FILE *f, const char *text, size_t len);
/*
 * print(expr): {"print": {"type": "struct x", "value": ...}}, a struct as an
 * object of its members (nested), integers as numbers, pointers as "0x..."
 * strings, enums by name, char arrays as strings, arrays as arrays
 * (layout: cc/cg_print.c's text for the value's type).
 */
void json_print(FILE *f, const char *layout, const struct rec_field *fld, const uint8_t *data);
/* tracemem() ("tracemem"), printm() ("printm"): the bytes in hex. */
void json_tracemem(FILE *f, const char *what, const struct rec_field *fld, const uint8_t *data);
/* exit(status). */
void json_exit(FILE *f, int status);
/* system(): the command and what it wrote. */
void json_system(FILE *f, const char *cmd, const char *out, size_t len);
/* printa(@a): one aggregation as an item; sorts ents as the text does. */
int json_agg(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
	     const struct print_opts *po);
/* The same object, {"aggregation-name": ..., "aggregation-data": [...]}, on its own (-x http). */
int json_agg_object(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
		    const struct print_opts *po);

/* ---- lines of their own ---- */

/* An aggregation printed at exit: a line of its own (pseudo-probe AGGREGATION). */
int json_agg_line(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
		  const struct print_opts *po);

/* What a fault record says (consume.c fills it from struct rec_error). */
struct json_fault {
	uint32_t cpu;
	uint32_t probe_id;
	const char *prov, *mod, *func, *name; /* the faulting probe */
	uint32_t epid;                        /* enabled probe ID, as in the text */
	uint32_t action;                      /* action number in the clause */
	uint32_t offset;                      /* DIF offset (the BPF pc) */
	const char *fault;                    /* "invalid address" ... */
	bool has_addr;
	uint64_t addr;
	const char *msg;                      /* the text line, without "dtrace: " */
};
void json_fault(FILE *f, const struct json_fault *e);

/* Drop kinds, numbered as FreeBSD's dtrace_dropkind_t where it has one. */
enum json_drop_kind {
	JSON_DROP_PRINCIPAL = 0,
	JSON_DROP_AGGREGATION = 1,
	JSON_DROP_DYNAMIC = 2,
	JSON_DROP_SPECULATION = 5,
	JSON_DROP_SPECUNAVAIL = 7, /* a speculation with no buffer free (-x nspec) */
	JSON_DROP_NESTED = 100, /* ours: a probe fired inside another on the same CPU */
};
/* count records lost since the last report (total so far), cpu -1 when not per CPU. */
void json_drop(FILE *f, int cpu, enum json_drop_kind kind, uint64_t count, uint64_t total,
	       const char *msg);

#endif
