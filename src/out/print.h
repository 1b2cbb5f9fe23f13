/*
 * print.h - DTrace's output formats, byte for byte (implemented in print.c,
 * print_agg.c; owned by the printing work). Pure functions of their inputs:
 * no kernel, no libbpf, so tests/unit/test_print.c pins every layout.
 *
 * The consumer (consume.c) decodes a record and calls these per action; the
 * aggregation code (agg.c) snapshots and merges the per-CPU maps into
 * struct agg_entry arrays and calls print_agg*().
 */
#ifndef OUT_PRINT_H
#define OUT_PRINT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "../cc/prog.h"

/* Symbolization hooks for %a, %A, stack(), ustack(), sym(), usym()...; NULL = print hex. */
struct print_sym {
	/*
	 * Writes DTrace's name for a kernel pc: "module`symbol+0xoff" when
	 * with_offset and pc is past the symbol's start, else "module`symbol";
	 * "module`0x..." when only the module is known. Returns 0, or -1 when
	 * nothing is known (the printer then prints "0x...").
	 */
	int (*ksym)(void *ctx, uint64_t pc, bool with_offset, char *buf, size_t len);
	/* The same for a user pc of process pid. */
	int (*usym)(void *ctx, uint32_t pid, uint64_t pc, bool with_offset, char *buf, size_t len);
	/* Module name for mod()/umod(). */
	int (*kmod)(void *ctx, uint64_t pc, char *buf, size_t len);
	int (*umod)(void *ctx, uint32_t pid, uint64_t pc, char *buf, size_t len);
	void *ctx;
};

/* Options that change printing (the -x options of the same names). */
struct print_opts {
	bool quiet;                 /* -q: no header, no default probe lines */
	bool aggsortkey;            /* sort aggregations by key instead of value */
	bool aggsortrev;            /* reverse the sort */
	int aggsortpos;             /* with several aggregations in printa: which value to sort by */
	int aggsortkeypos;          /* which key to sort by first */
	bool aggpack;               /* quantize()/lquantize(): one packed line per entry */
	bool aggpack_ascii;         /* aggpack bars in ASCII (TERM=dumb, sun), not UTF-8 blocks */
	bool agghist;               /* count()/sum(): one histogram with a row per key */
	bool aggzoom;               /* histograms: the tallest bar fills 95% of the width */
	bool flowindent;
	bool rawbytes;              /* trace() of strings and bytes as a hex dump, always */
	uint32_t printsize;         /* print() of a struct: members from this offset on are "..." (0: none) */
	bool has_stackindent;       /* -x stackindent was given (else frames are indented 14) */
	int stackindent;            /* -x stackindent: spaces before each frame */
	bool json;                  /* -x oformat=json: JSON Lines (json.h) instead of text */
	bool folded;                /* -x oformat=folded: stack-keyed aggregations as folded
				     * stacks (aggsvg.h) */
	const struct print_sym *sym;
	const uint64_t *normal;     /* normalize(): divisor per aggregation id (NULL, 0: none) */
	uint32_t target;            /* the -c/-p process: %A of a bare integer (printa keys) names
				     * an address of it (0: none) */
};

/* One aggregation entry after the per-CPU values are merged. */
struct agg_entry {
	const uint8_t *key;         /* agg_desc.key_size bytes, layout agg_desc.keys */
	const uint8_t *val;         /* agg_desc.val_size bytes, merged across CPUs */
};

/* "CPU     ID                    FUNCTION:NAME\n" (printed once before the first probe line). */
void print_header(FILE *f);
/* The default prefix of a traced record: "%3d %6d %32s " with FUNCTION:NAME right-aligned. */
void print_probe_prefix(FILE *f, uint32_t cpu, uint32_t probe_id, const char *func, const char *name);

/* -F (flowindent): "CPU FUNCTION" instead of the usual header. */
void print_header_flow(FILE *f);
/* -F: how a probe line is marked, and whether it moves the indent. */
enum print_flow {
	PRINT_FLOW_NONE,   /* "| func:name" */
	PRINT_FLOW_ENTRY,  /* " -> func" (" => " for syscall); the indent then grows by 2 */
	PRINT_FLOW_RETURN, /* " <- func" (" <= "); the indent shrinks by 2 first */
};
/* The flow of a probe named name: an entry if it is "entry" or ends in "-entry", a return likewise. */
enum print_flow print_flow_of(const char *name);
/*
 * -F: the probe line's prefix, "%3d %-41s " with the function indented by
 * *indent and marked as flow says (the caller may mark an entry or return
 * probe's line PRINT_FLOW_NONE, as DTrace does for a probe's second clause).
 */
void print_flow_prefix(FILE *f, uint32_t cpu, int *indent, enum print_flow flow, const char *prov,
		       const char *func, const char *name);

/* trace(expr): one field, DTrace's formatting (integers "%d" with a leading space, strings...). */
void print_trace(FILE *f, const struct rec_field *fld, const uint8_t *data, const struct print_opts *po);
/* printf(fmt, args...): fields hold the arguments in order; data is the record data. */
int print_printf(FILE *f, const char *fmt, const struct rec_field *fields, uint32_t nfields,
		 const uint8_t *data, const struct print_opts *po);
/* tracemem() / printm(): the field's bytes as DTrace's hex dump (offsets, 16 bytes a row, ASCII). */
void print_tracemem(FILE *f, const struct rec_field *fld, const uint8_t *data);
/*
 * pcap() into a capture file: with header, the file's header first (pcap
 * format 2.4, microseconds, this host's byte order; linktype: the DLT
 * value pcap() was given, DLT_RAW as LINKTYPE_RAW); then one record of
 * caplen bytes of a packet of origlen, taken at ns since the epoch.
 */
void print_pcap(FILE *f, bool header, int32_t dlt, uint32_t snaplen, uint64_t ns, const uint8_t *bytes,
		uint32_t caplen, uint32_t origlen);
/* print(expr): the value in fld by the layout cc/cg_print.c made for its type (print_value.c). */
void print_typed(FILE *f, const char *layout, const struct rec_field *fld, const uint8_t *data);
/*
 * print(p) of a pointer to a struct or union, as DTrace on Linux prints
 * it: "ADDR = *", then the struct member by member from the bytes of fld
 * (layout: cc/cg_print.c's deref layout; ptr: the pointer's field). A
 * printsize other than 0 ends it at the first member that begins at or
 * past that offset, with "..." (the printsize option).
 */
void print_typed_deref(FILE *f, const char *layout, const struct rec_field *ptr, const struct rec_field *fld,
		       const uint8_t *data, uint32_t printsize);
/* stack() / ustack() as an action (each frame on its own line, indented). */
void print_stack(FILE *f, const struct rec_field *fld, const uint8_t *data, const struct print_opts *po);

/*
 * Prints one aggregation as DTrace does at exit or for printa(@a): sorts the
 * entries in place by DTrace's rules (value, then keys; honouring
 * aggsortkey/aggsortrev/...), then prints each entry: keys, then value;
 * histograms for quantize/lquantize/llquantize. An empty aggregation prints
 * nothing. Returns 0 or a negative errno.
 */
int print_agg(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
	      const struct print_opts *po);
/*
 * printa(@a) without a format: a newline, then print_agg() (DTrace prints
 * the newline even when @a is empty). At exit DTrace prints one newline
 * (always, -q or not), then print_agg() of every aggregation that no
 * printa() has printed, in id order, with nothing between them.
 */
int print_printa(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
		 const struct print_opts *po);
/*
 * printa(fmt, @a, @b, ...): several aggregations with the same key layout;
 * ents[i][j] is the value of aggregation j for the i-th distinct key (val
 * NULL where that aggregation has no entry for the key). Sorts, then prints
 * each key with fmt: key conversions take the keys, each %@ conversion takes
 * the next aggregation's value. fmt NULL is printa(@a, @b, ...) without a
 * format: a newline, then per key the keys and every aggregation's value
 * (0 where it has no entry) on one line.
 */
int print_agga(FILE *f, const char *fmt, const struct agg_desc *const *ads, uint32_t nads,
	       struct agg_entry **ents, size_t n, const struct print_opts *po);

/* Merges src into dst (both val_size bytes of the function's layout): one CPU into the total. */
void print_agg_merge(const struct agg_desc *ad, uint8_t *dst, const uint8_t *src);

#endif
