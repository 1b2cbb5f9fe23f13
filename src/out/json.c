/*
 * json.c - -x oformat=json: records and aggregations as JSON Lines (the
 * printing stage's second format, beside print.c and print_agg.c).
 *
 * Input: what the text printers get (a record's fields and data, merged
 * aggregation entries). Output: one JSON object per line, shapes in
 * json.h. Values, sort order and histogram rows are the text's (through
 * print_priv.h), so both formats always agree. No kernel, no libbpf.
 */
#include "json.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "print_priv.h"

/* ---- the writer ---- */

/* Length of the well-formed UTF-8 sequence at p (RFC 3629), or 0. */
static size_t utf8_len(const unsigned char *p, size_t n)
{
	unsigned char c = p[0], lo = 0x80, hi = 0xbf;
	size_t len;

	if (c >= 0xc2 && c <= 0xdf)
		len = 2;
	else if (c >= 0xe0 && c <= 0xef)
		len = 3;
	else if (c >= 0xf0 && c <= 0xf4)
		len = 4;
	else
		return 0;
	/* no overlong forms, no surrogates, nothing past U+10FFFF */
	if (c == 0xe0)
		lo = 0xa0;
	else if (c == 0xed)
		hi = 0x9f;
	else if (c == 0xf0)
		lo = 0x90;
	else if (c == 0xf4)
		hi = 0x8f;
	if (n < len || p[1] < lo || p[1] > hi)
		return 0;
	for (size_t i = 2; i < len; i++)
		if (p[i] < 0x80 || p[i] > 0xbf)
			return 0;
	return len;
}

void json_str(FILE *f, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, len;

	fputc('"', f);
	while (i < n) {
		unsigned char c = p[i];

		if (c == '"' || c == '\\') {
			fputc('\\', f);
			fputc(c, f);
		} else if (c == '\n') {
			fputs("\\n", f);
		} else if (c == '\t') {
			fputs("\\t", f);
		} else if (c == '\r') {
			fputs("\\r", f);
		} else if (c < 0x20 || c == 0x7f) {
			fprintf(f, "\\u%04x", c);
		} else if (c < 0x80) {
			fputc(c, f);
		} else if ((len = utf8_len(p + i, n - i)) > 0) {
			fwrite(p + i, 1, len, f);
			i += len;
			continue;
		} else {
			fprintf(f, "\\u%04x", c); /* not UTF-8: the byte as a Latin-1 code point */
		}
		i++;
	}
	fputc('"', f);
}

static void json_cstr(FILE *f, const char *s)
{
	json_str(f, s ? s : "", s ? strlen(s) : 0);
}

/* A string field: up to its first NUL. */
static void json_field_str(FILE *f, const uint8_t *p, size_t size)
{
	json_str(f, (const char *)p, strnlen((const char *)p, size));
}

static void json_hex(FILE *f, const uint8_t *p, size_t n)
{
	fputc('"', f);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "%02x", p[i]);
	fputc('"', f);
}

static void json_addr(FILE *f, uint64_t a)
{
	fprintf(f, "\"0x%llx\"", (unsigned long long)a);
}

static uint64_t wall_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* ---- records ---- */

/* The records open, innermost last (a committed speculation replays inside commit()'s). */
#define JSON_NEST 8

static struct open_rec {
	uint64_t ts;
	int64_t cpu, id;
	const char *prov, *mod, *func, *name;
	bool written;  /* its line is open: items go into its "output" */
	bool ever;     /* it has had a line */
	unsigned nitems;
} recs[JSON_NEST];
static int nrecs;

/* {"timestamp": ..., "name": "..." with no closing brace. */
static void probe_fields(FILE *f, uint64_t ts, int64_t cpu, int64_t id, const char *prov,
			 const char *mod, const char *func, const char *name)
{
	fprintf(f, "{\"timestamp\":%llu,\"cpu\":%lld,\"id\":%lld,\"provider\":",
		(unsigned long long)ts, (long long)cpu, (long long)id);
	json_cstr(f, prov);
	fputs(",\"module\":", f);
	json_cstr(f, mod);
	fputs(",\"function\":", f);
	json_cstr(f, func);
	fputs(",\"name\":", f);
	json_cstr(f, name);
}

/* Ends the line of the innermost open record, if it has one open. */
static void suspend_open(FILE *f)
{
	if (nrecs > 0 && recs[nrecs - 1].written) {
		fputs("]}\n", f);
		recs[nrecs - 1].written = false;
	}
}

void json_rec_begin(FILE *f, int64_t cpu, int64_t id, const char *prov, const char *mod,
		    const char *func, const char *name)
{
	suspend_open(f);
	if (nrecs == JSON_NEST)
		nrecs--; /* deeper than any replay goes: the innermost is replaced */
	recs[nrecs++] = (struct open_rec){
		.ts = wall_ns(), .cpu = cpu, .id = id,
		.prov = prov, .mod = mod, .func = func, .name = name,
	};
}

static void open_line(FILE *f, struct open_rec *r)
{
	probe_fields(f, r->ts, r->cpu, r->id, r->prov, r->mod, r->func, r->name);
	fputs(",\"output\":[", f);
	r->written = r->ever = true;
	r->nitems = 0;
}

/* Starts an output item of the innermost record: its line if needed, a comma. */
static void item(FILE *f)
{
	struct open_rec *r;

	if (nrecs == 0) /* not inside a record: one of its own */
		json_rec_begin(f, -1, -1, "dtrace", "INTERNAL", "INTERNAL", "OUTPUT");
	r = &recs[nrecs - 1];
	if (!r->written)
		open_line(f, r);
	if (r->nitems++)
		fputc(',', f);
}

void json_rec_end(FILE *f)
{
	struct open_rec *r;

	if (nrecs == 0)
		return;
	r = &recs[nrecs - 1];
	if (!r->ever)
		open_line(f, r); /* a firing that printed nothing still has its line */
	if (r->written)
		fputs("]}\n", f);
	nrecs--;
}

/* ---- values ---- */

static uint64_t read_u64(const uint8_t *p)
{
	uint64_t v;

	memcpy(&v, p, 8);
	return v;
}

static void int_value(FILE *f, const struct rec_field *fld, const uint8_t *p)
{
	int64_t v = print_read_int(p, fld->size, fld->is_signed);

	if (fld->is_signed)
		fprintf(f, "%lld", (long long)v);
	else
		fprintf(f, "%llu", (unsigned long long)v);
}

/*
 * A float, double or long double field: the number it holds (JSON has no
 * infinities or NaNs: those are null).
 */
static void float_value(FILE *f, const uint8_t *p, uint32_t size)
{
	long double x;

	if (size == sizeof(float)) {
		float v;

		memcpy(&v, p, sizeof(v));
		x = v;
	} else if (size == sizeof(double)) {
		double v;

		memcpy(&v, p, sizeof(v));
		x = v;
	} else if (size == sizeof(long double)) {
		memcpy(&x, p, sizeof(x));
	} else {
		fputs("null", f);
		return;
	}
	if (isfinite(x))
		fprintf(f, size == sizeof(long double) ? "%.21Lg" : "%.17Lg", x);
	else
		fputs("null", f);
}

/*
 * Whether bytes read as a string, DTrace's way (print_bytes): printable
 * characters, then only NULs (or none).
 */
static bool bytes_are_string(const uint8_t *p, size_t n)
{
	size_t i = 0;

	while (i < n && p[i] && (p[i] >= 0x20 || (p[i] >= '\a' && p[i] <= '\r')) && p[i] < 0x7f)
		i++;
	if (i == 0 && n > 0)
		return false;
	while (i < n && p[i] == 0)
		i++;
	return i == n;
}

/* Calls fn for each frame of a stack field (p at the field's bytes), as stack() names it. */
static void each_frame(const struct rec_field *fld, const uint8_t *p, const struct print_opts *po,
		       void (*fn)(FILE *, const char *, bool), FILE *f)
{
	const uint8_t *pcs;
	uint32_t pid, n = print_stack_pcs(fld, p, &pcs, &pid, NULL);
	char buf[512];

	for (uint32_t i = 0; i < n; i++) {
		print_frame_str(po, print_stack_is_user(fld, p), pid, read_u64(pcs + 8 * i), true, buf,
				sizeof(buf));
		fn(f, buf, i == 0);
	}
}

static void frame_as_string(FILE *f, const char *frame, bool first)
{
	if (!first)
		fputc(',', f);
	json_cstr(f, frame);
}

/*
 * The parts of "module`name+0xoff": ,"<modkey>":"module","name":"name",
 * "offset":"0xoff" as far as they are there; a bare "0x..." is an offset.
 */
static void sym_parts(FILE *f, const char *s, const char *modkey)
{
	const char *tick = strchr(s, '`'), *plus;

	if (!tick) {
		if (strncmp(s, "0x", 2) == 0) {
			fputs(",\"offset\":", f);
			json_cstr(f, s);
		}
		return;
	}
	fprintf(f, ",\"%s\":", modkey);
	json_str(f, s, (size_t)(tick - s));
	s = tick + 1;
	if (strncmp(s, "0x", 2) == 0) { /* in the module, no symbol known */
		fputs(",\"offset\":", f);
		json_cstr(f, s);
		return;
	}
	plus = strstr(s, "+0x");
	fputs(",\"name\":", f);
	json_str(f, s, plus ? (size_t)(plus - s) : strlen(s));
	if (plus) {
		fputs(",\"offset\":", f);
		json_cstr(f, plus + 1);
	}
}

static void frame_as_object(FILE *f, const char *frame, bool first)
{
	if (!first)
		fputc(',', f);
	fputs("{\"symbol\":", f);
	json_cstr(f, frame);
	sym_parts(f, frame, "module");
	fputc('}', f);
}

/* A key, or a value inside another: a plain JSON value. */
static void plain_value(FILE *f, const struct rec_field *fld, const uint8_t *p,
			const struct print_opts *po)
{
	char buf[512];

	if (fld->is_float) {
		float_value(f, p, fld->size);
		return;
	}
	switch (fld->kind) {
	case FIELD_INT:
		if (fld->size <= 8 && (fld->size & (fld->size - 1)) == 0) {
			int_value(f, fld, p);
			return;
		}
		json_hex(f, p, fld->size);
		return;
	case FIELD_STRING:
		json_field_str(f, p, fld->size);
		return;
	case FIELD_STACK:
	case FIELD_USTACK:
		fputc('[', f);
		each_frame(fld, p, po, frame_as_string, f);
		fputc(']', f);
		return;
	case FIELD_SYM:
	case FIELD_MOD:
	case FIELD_USYM:
	case FIELD_UMOD:
	case FIELD_UADDR:
		print_symstr(po, fld, p, buf, sizeof(buf));
		json_cstr(f, buf);
		return;
	default:
		if (bytes_are_string(p, fld->size)) {
			json_field_str(f, p, fld->size);
			return;
		}
		fputs("{\"bytes\":", f);
		json_hex(f, p, fld->size);
		fputc('}', f);
		return;
	}
}

/*
 * An aggregation's key: a struct, union, array or long double is its
 * bytes, which text output prints as the integer they hold where they
 * are 1, 2, 4 or 8 (as DTrace prints a record of that size); JSON says
 * the same number. Others as plain values.
 */
static void key_value(FILE *f, const struct rec_field *fld, const uint8_t *p, const struct print_opts *po)
{
	if (fld->kind == FIELD_BYTES && !fld->is_float &&
	    (fld->size == 1 || fld->size == 2 || fld->size == 4 || fld->size == 8)) {
		struct rec_field w = *fld;

		w.is_signed = fld->size >= 4;
		int_value(f, &w, p);
		return;
	}
	plain_value(f, fld, p, po);
}

static const char *sym_key(enum field_kind k)
{
	switch (k) {
	case FIELD_SYM:
		return "sym";
	case FIELD_MOD:
		return "mod";
	case FIELD_USYM:
		return "usym";
	case FIELD_UMOD:
		return "umod";
	default:
		return "uaddr";
	}
}

/* One output item for a field (p at the field's bytes). */
static void field_item(FILE *f, const struct rec_field *fld, const uint8_t *p,
		       const struct print_opts *po)
{
	char buf[512];

	item(f);
	switch (fld->kind) {
	case FIELD_STACK:
	case FIELD_USTACK:
		fprintf(f, "{\"%s\":[", print_stack_is_user(fld, p) ? "ustack-frames" : "stack-frames");
		each_frame(fld, p, po, frame_as_object, f);
		fputs("]}", f);
		return;
	case FIELD_SYM:
	case FIELD_MOD:
	case FIELD_USYM:
	case FIELD_UMOD:
	case FIELD_UADDR:
		print_symstr(po, fld, p, buf, sizeof(buf));
		fprintf(f, "{\"%s\":", sym_key(fld->kind));
		json_cstr(f, buf);
		if (fld->kind != FIELD_MOD && fld->kind != FIELD_UMOD)
			sym_parts(f, buf, "object");
		fputc('}', f);
		return;
	case FIELD_INT:
	case FIELD_STRING:
		break;
	default:
		if (!fld->is_float && !bytes_are_string(p, fld->size)) {
			fputs("{\"bytes\":", f);
			json_hex(f, p, fld->size);
			fputc('}', f);
			return;
		}
		break;
	}
	fputs("{\"value\":", f);
	plain_value(f, fld, p, po);
	fputc('}', f);
}

void json_trace(FILE *f, const struct rec_field *fld, const uint8_t *data,
		const struct print_opts *po)
{
	field_item(f, fld, data + fld->off, po);
}

int json_printf(FILE *f, const char *fmt, const struct rec_field *fields, uint32_t nfields,
		const uint8_t *data, const struct print_opts *po)
{
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	int err;

	if (!m)
		return -1;
	err = print_printf(m, fmt, fields, nfields, data, po);
	fclose(m);
	json_message(f, text, len);
	free(text);
	for (uint32_t i = 0; i < nfields; i++)
		json_trace(f, &fields[i], data, po);
	return err;
}

void json_message(FILE *f, const char *text, size_t len)
{
	item(f);
	fputs("{\"message\":", f);
	json_str(f, text ? text : "", text ? len : 0);
	fputc('}', f);
}

/* ---- print(expr) ---- */

enum { PJ_FIELDS = 8, PJ_DEPTH = 64 };

/* Splits a layout line in place at tabs; returns the number of fields. */
static int pj_split(char *line, char **fl)
{
	int n = 0;

	fl[n++] = line;
	for (char *p = line; *p && n < PJ_FIELDS; p++)
		if (*p == '\t') {
			*p = '\0';
			fl[n++] = p + 1;
		}
	return n;
}

/* The size-byte integer at off, if it lies within len bytes (sign-extended if sgn). */
static bool pj_int(const uint8_t *data, uint32_t len, uint32_t off, uint32_t size, bool sgn,
		   uint64_t *v)
{
	uint64_t u = 0;

	if (size == 0 || size > 8 || off > len || size > len - off)
		return false;
	memcpy(&u, data + off, size);
	if (sgn && size < 8 && (u >> (size * 8 - 1)) & 1)
		u |= ~0ull << (size * 8);
	*v = u;
	return true;
}

static void pj_number(FILE *f, uint64_t v, bool sgn)
{
	if (sgn)
		fprintf(f, "%lld", (long long)v);
	else
		fprintf(f, "%llu", (unsigned long long)v);
}

/* An enum's value: the enumerator's name from "v=NAME,...", else the number. */
static void pj_enum(FILE *f, const char *list, int64_t v)
{
	for (const char *p = list; p && *p;) {
		const char *comma = strchr(p, ','), *eq = strchr(p, '=');
		size_t l = comma ? (size_t)(comma - p) : strlen(p);

		if (eq && eq < p + l && strtoll(p, NULL, 10) == v) {
			json_str(f, eq + 1, l - (size_t)(eq + 1 - p));
			return;
		}
		p = comma ? comma + 1 : NULL;
	}
	fprintf(f, "%lld", (long long)v);
}

/* The value of one item line (not S or E); null where the bytes are not there. */
static void pj_value(FILE *f, char **fl, int n, const uint8_t *data, uint32_t len)
{
	uint32_t off = n > 4 ? (uint32_t)strtoul(fl[4], NULL, 10) : 0;
	uint32_t size = n > 5 ? (uint32_t)strtoul(fl[5], NULL, 10) : 0;
	uint64_t v;

	switch (fl[0][0]) {
	case 'I':
		if (!pj_int(data, len, off, size, n > 6 && fl[6][0] == '1', &v))
			break;
		pj_number(f, v, n > 6 && fl[6][0] == '1');
		return;
	case 'B': { /* size is the bit offset here */
		uint32_t bs = n > 6 ? (uint32_t)strtoul(fl[6], NULL, 10) : 1;

		if (off >= len || !pj_int(data, len, off, len - off < 8 ? len - off : 8, false, &v))
			break;
		fprintf(f, "%llu", (unsigned long long)((v >> size) &
							 (bs >= 64 ? ~0ull : (1ull << bs) - 1)));
		return;
	}
	case 'F':
		if (off > len || len - off < size)
			break;
		float_value(f, data + off, size);
		return;
	case 'P':
		if (!pj_int(data, len, off, 8, false, &v))
			break;
		json_addr(f, v);
		return;
	case 'N':
		if (!pj_int(data, len, off, size, true, &v))
			break;
		pj_enum(f, n > 6 ? fl[6] : NULL, (int64_t)v);
		return;
	case 'C':
		if (off > len)
			break;
		json_field_str(f, data + off, size < len - off ? size : len - off);
		return;
	case 'A': {
		uint32_t cnt = n > 6 ? (uint32_t)strtoul(fl[6], NULL, 10) : 0;
		bool sgn = n > 7 && strchr(fl[7], 's'), ptr = n > 7 && strchr(fl[7], 'p');

		fputc('[', f);
		for (uint32_t i = 0; i < cnt; i++) {
			if (i)
				fputc(',', f);
			if (!pj_int(data, len, off + i * size, size, sgn, &v))
				fputs("null", f);
			else if (ptr)
				json_addr(f, v);
			else
				pj_number(f, v, sgn);
		}
		fputc(']', f);
		return;
	}
	default:
		break;
	}
	fputs("null", f);
}

/* A scalar print(): a string, an address ("... *" types) or a number. */
static void pj_scalar(FILE *f, const char *tn, int tl, const struct rec_field *fld,
		      const uint8_t *data)
{
	uint64_t v = 0;

	if (fld->kind == FIELD_STRING) {
		json_field_str(f, data + fld->off, fld->size);
		return;
	}
	if (fld->is_float) {
		float_value(f, data + fld->off, fld->size);
		return;
	}
	pj_int(data + fld->off, fld->size, 0, fld->size, fld->is_signed, &v);
	if (tl > 0 && tn[tl - 1] == '*')
		json_addr(f, v);
	else
		pj_number(f, v, fld->is_signed);
}

void json_print(FILE *f, const char *layout, const struct rec_field *fld, const uint8_t *data)
{
	bool first[PJ_DEPTH + 2] = { true };
	char *copy, *line, *save = NULL, *fl[PJ_FIELDS];
	const char *tn = layout + 2;
	int tl = (int)strcspn(tn, "\n");
	bool whole; /* the layout is one unnamed value (a struct, a char or integer array) */

	item(f);
	if (layout[0] == 'T') {
		fputs("{\"print\":{\"type\":", f);
		json_str(f, tn, (size_t)tl);
		fputs(",\"value\":", f);
		pj_scalar(f, tn, tl, fld, data);
		fputs("}}", f);
		return;
	}
	/* the type: the 4th field of the first line ("S\t0\t\tstruct x") */
	tn = layout;
	for (int i = 0; i < 3 && tn; i++)
		tn = strchr(tn, '\t') ? strchr(tn, '\t') + 1 : NULL;
	fputs("{\"print\":{\"type\":", f);
	json_str(f, tn ? tn : "", tn ? strcspn(tn, "\t\n") : 0);
	fputs(",\"value\":", f);
	whole = strchr("SCA", layout[0]) && strncmp(layout + 1, "\t0\t\t", 4) == 0;
	if (!whole) /* an array of structs: "[0]", "[1]" ... at depth 0 */
		fputc('{', f);
	copy = strdup(layout);
	for (line = copy ? strtok_r(copy, "\n", &save) : NULL; line;
	     line = strtok_r(NULL, "\n", &save)) {
		int n = pj_split(line, fl);
		uint32_t depth = n > 1 ? (uint32_t)strtoul(fl[1], NULL, 10) : 0;

		if (depth > PJ_DEPTH)
			continue;
		if (fl[0][0] == 'E') {
			fputc('}', f);
			continue;
		}
		if (n < 4)
			continue;
		if (fl[2][0] || depth > 0) {
			if (!first[depth])
				fputc(',', f);
			json_cstr(f, fl[2]);
			fputc(':', f);
		}
		first[depth] = false;
		if (fl[0][0] == 'S') {
			fputc('{', f);
			first[depth + 1] = true;
		} else {
			pj_value(f, fl, n, data + fld->off, fld->size);
		}
	}
	free(copy);
	if (!whole)
		fputc('}', f);
	fputs("}}", f);
}

void json_tracemem(FILE *f, const char *what, const struct rec_field *fld, const uint8_t *data)
{
	item(f);
	fprintf(f, "{\"%s\":", what);
	json_hex(f, data + fld->off, fld->size);
	fputc('}', f);
}

void json_exit(FILE *f, int status)
{
	item(f);
	fprintf(f, "{\"exit\":%d}", status);
}

void json_system(FILE *f, const char *cmd, const char *out, size_t len)
{
	item(f);
	fputs("{\"system\":", f);
	json_cstr(f, cmd);
	fputs(",\"output\":", f);
	json_str(f, out ? out : "", out ? len : 0);
	fputc('}', f);
}

/* ---- aggregations ---- */

static const char *const agg_value_names[] = {
	[AGG_COUNT] = "count",
	[AGG_SUM] = "sum",
	[AGG_AVG] = "avg",
	[AGG_MIN] = "min",
	[AGG_MAX] = "max",
	[AGG_STDDEV] = "stddev",
};

static bool is_hist(enum agg_func fn)
{
	return fn == AGG_QUANTIZE || fn == AGG_LQUANTIZE || fn == AGG_LLQUANTIZE;
}

static int hist_value(FILE *f, const struct agg_desc *ad, const uint8_t *val,
		      const struct print_opts *po)
{
	struct print_hist_row *rows = NULL;
	int64_t n = print_hist_rows(ad, val, po, &rows);

	if (n < 0)
		return -1;
	fputs("\"buckets\":[", f);
	for (int64_t i = 0; i < n; i++) {
		fprintf(f, "%s{\"value\":%lld,\"count\":%lld", i ? "," : "",
			(long long)rows[i].value, (long long)rows[i].count);
		if (rows[i].edge)
			fputs(rows[i].edge < 0 ? ",\"underflow\":true" : ",\"overflow\":true", f);
		fputc('}', f);
	}
	fputc(']', f);
	free(rows);
	return 0;
}

static void scalar_value(FILE *f, const struct agg_desc *ad, const uint8_t *val,
			 const struct print_opts *po)
{
	bool is_signed;
	int64_t v = print_agg_scalar(ad, val, po, &is_signed);
	const char *name = (size_t)ad->func < sizeof(agg_value_names) / sizeof(agg_value_names[0]) &&
					   agg_value_names[ad->func] ? agg_value_names[ad->func] : "value";

	if (is_signed)
		fprintf(f, "\"%s\":%lld", name, (long long)v);
	else
		fprintf(f, "\"%s\":%llu", name, (unsigned long long)v);
}

/* {"aggregation-name": ..., "aggregation-data": [...]}, without the item's comma. */
static int agg_object(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
		      const struct print_opts *po)
{
	int err = 0;

	print_agg_sort(ad, ents, n, po);
	fputs("{\"aggregation-name\":", f);
	json_cstr(f, ad->name);
	fputs(",\"aggregation-data\":[", f);
	for (size_t i = 0; i < n && !err; i++) {
		fputs(i ? ",{\"keys\":[" : "{\"keys\":[", f);
		for (uint32_t k = 0; k < ad->nkeys; k++) {
			if (k)
				fputc(',', f);
			key_value(f, &ad->keys[k], ents[i].key + ad->keys[k].off, po);
		}
		fputs("],", f);
		if (is_hist(ad->func))
			err = hist_value(f, ad, ents[i].val, po);
		else
			scalar_value(f, ad, ents[i].val, po);
		fputc('}', f);
	}
	fputs("]}", f);
	return err ? err : ferror(f) ? -1 : 0;
}

int json_agg_object(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
		    const struct print_opts *po)
{
	return agg_object(f, ad, ents, n, po);
}

int json_agg(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
	     const struct print_opts *po)
{
	item(f);
	return agg_object(f, ad, ents, n, po);
}

int json_agg_line(FILE *f, const struct agg_desc *ad, struct agg_entry *ents, size_t n,
		  const struct print_opts *po)
{
	int err;

	json_rec_begin(f, -1, -1, "dtrace", "INTERNAL", "INTERNAL", "AGGREGATION");
	err = json_agg(f, ad, ents, n, po);
	json_rec_end(f);
	return err;
}

/* ---- faults and drops ---- */

void json_fault(FILE *f, const struct json_fault *e)
{
	suspend_open(f);
	probe_fields(f, wall_ns(), e->cpu, e->probe_id, e->prov, e->mod, e->func, e->name);
	fprintf(f, ",\"error\":{\"epid\":%u,\"action\":%u,\"offset\":%u,\"fault\":", e->epid,
		e->action, e->offset);
	json_cstr(f, e->fault);
	if (e->has_addr) {
		fputs(",\"address\":", f);
		json_addr(f, e->addr);
	}
	fputs(",\"msg\":", f);
	json_cstr(f, e->msg);
	fputs("}}\n", f);
}

void json_drop(FILE *f, int cpu, enum json_drop_kind kind, uint64_t count, uint64_t total,
	       const char *msg)
{
	suspend_open(f);
	probe_fields(f, wall_ns(), cpu, -1, "dtrace", "INTERNAL", "INTERNAL", "DROP");
	fprintf(f, ",\"count\":%llu,\"total\":%llu,\"kind\":%d,\"msg\":", (unsigned long long)count,
		(unsigned long long)total, (int)kind);
	json_cstr(f, msg);
	fputs("}\n", f);
}
