/*
 * print_value.c - print(expr)'s output: a value with its type, structs
 * member by member, as illumos DTrace prints it ("type name = value",
 * integers and pointers in hex, enums by name, char arrays as strings,
 * nested structs in braces four spaces further in).
 *
 * Input: the recorded bytes and the layout text cc/cg_print.c made for
 * the value's type (its format is described there). Pure formatting: no
 * kernel, no I/O but the FILE given.
 */
#include "print.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "print_priv.h"

enum { PV_FIELDS = 8 };

/* Splits a layout line in place at tabs; returns the number of fields. */
static int split(char *line, char **f)
{
	int n = 0;

	f[n++] = line;
	for (char *p = line; *p && n < PV_FIELDS; p++)
		if (*p == '\t') {
			*p = '\0';
			f[n++] = p + 1;
		}
	return n;
}

/* The size-byte integer at off, if it lies within len bytes. */
static bool pv_int(const uint8_t *data, uint32_t len, uint32_t off, uint32_t size, bool sgn, uint64_t *v)
{
	uint64_t u = 0;

	if (size > 8 || off + size > len)
		return false;
	memcpy(&u, data + off, size);
	if (sgn && size < 8 && (u >> (size * 8 - 1)) & 1)
		u |= ~0ull << (size * 8);
	*v = u;
	return true;
}

static void indent(FILE *f, uint32_t depth)
{
	fprintf(f, "%*s", (int)(4 * depth), "");
}

/* The enumerator of value v in "v=NAME,..." or NULL. */
static const char *enum_name(const char *list, int64_t v, char *buf, size_t n)
{
	for (const char *p = list; p && *p;) {
		char *comma = strchr(p, ','), *eq = strchr(p, '=');
		size_t l = comma ? (size_t)(comma - p) : strlen(p);

		if (eq && eq < p + l && strtoll(p, NULL, 10) == v) {
			size_t nl = l - (size_t)(eq + 1 - p);

			if (nl >= n)
				nl = n - 1;
			memcpy(buf, eq + 1, nl);
			buf[nl] = '\0';
			return buf;
		}
		p = comma ? comma + 1 : NULL;
	}
	return NULL;
}

/* A character as illumos prints a char: 'c', '\0', or '\ooo'. */
static void pv_char(FILE *f, uint8_t c)
{
	if (isprint(c))
		fprintf(f, "'%c'", c);
	else if (c == 0)
		fputs("'\\0'", f);
	else
		fprintf(f, "'\\%03o'", c);
}

/*
 * A char array as illumos prints one: printable characters ended by a NUL
 * are a string ("str", in brackets below the top level), anything else
 * its characters one by one.
 */
static void pv_chars(FILE *f, const uint8_t *data, uint32_t len, uint32_t off, uint32_t size, bool top)
{
	uint32_t i;

	for (i = 0; i < size && off + i < len && isprint(data[off + i]); i++)
		continue;
	if (i < size && off + i < len && data[off + i] == 0) {
		fprintf(f, top ? "\"%.*s\"" : "[ \"%.*s\" ]", (int)i, (const char *)data + off);
		return;
	}
	fputs("[ ", f);
	for (i = 0; i < size && off + i < len; i++) {
		if (i)
			fputs(", ", f);
		pv_char(f, data[off + i]);
	}
	fputs(" ]", f);
}

/*
 * A float, double or long double of size bytes at data + off, as DTrace's
 * print() of a value prints one (%+.7e, a long double %+.16LE), or, deref,
 * as its print() of a pointer does (the Linux type dump's %f and %Lf).
 */
static void pv_float(FILE *f, const uint8_t *data, uint32_t len, uint32_t off, uint32_t size, bool deref)
{
	if (off > len || len - off < size)
		return;
	if (size == sizeof(float)) {
		float x;

		memcpy(&x, data + off, sizeof(x));
		fprintf(f, deref ? "%f" : "%+.7e", (double)x);
	} else if (size == sizeof(double)) {
		double x;

		memcpy(&x, data + off, sizeof(x));
		fprintf(f, deref ? "%f" : "%+.7e", x);
	} else if (size == sizeof(long double)) {
		long double x;

		memcpy(&x, data + off, sizeof(x));
		fprintf(f, deref ? "%Lf" : "%+.16LE", x);
	}
}

/* One layout line's item (fields f[0..n-1]). */
static void pv_line(FILE *f, char **fl, int n, const uint8_t *data, uint32_t len)
{
	uint32_t depth = n > 1 ? (uint32_t)strtoul(fl[1], NULL, 10) : 0, off, size;
	uint64_t v = 0;
	char nb[128];

	if (fl[0][0] == 'E') {
		indent(f, depth);
		fputs("}\n", f);
		return;
	}
	if (n < 4)
		return;
	indent(f, depth);
	if (fl[2][0] && fl[0][0] == 'B') /* "int x :3" */
		fprintf(f, "%s %s :%s = ", fl[3], fl[2], n > 6 ? fl[6] : "?");
	else if (fl[2][0]) /* "int x", "char *p" */
		fprintf(f, "%s%s%s = ", fl[3], fl[3][0] && fl[3][strlen(fl[3]) - 1] == '*' ? "" : " ", fl[2]);
	else
		fprintf(f, "%s ", fl[3]);
	off = n > 4 ? (uint32_t)strtoul(fl[4], NULL, 10) : 0;
	size = n > 5 ? (uint32_t)strtoul(fl[5], NULL, 10) : 0;
	switch (fl[0][0]) {
	case 'S':
		fputs("{\n", f);
		return;
	case 'I': /* in hex at its size, as illumos' dt_print_hex; a char as one (not bool) */
		if (!pv_int(data, len, off, size, false, &v))
			break;
		if (size == 1 && strcmp(fl[3], "bool") != 0 && strcmp(fl[3], "_Bool") != 0)
			pv_char(f, (uint8_t)v);
		else
			fprintf(f, "%#llx", (unsigned long long)v);
		break;
	case 'B':
		if (pv_int(data, len, off, 8 < len - off ? 8 : len - off, false, &v)) {
			uint32_t bo = size, bs = n > 6 ? (uint32_t)strtoul(fl[6], NULL, 10) : 1;

			v = (v >> bo) & (bs >= 64 ? ~0ull : (1ull << bs) - 1);
			fprintf(f, "%#llx", (unsigned long long)v);
		}
		break;
	case 'P':
		if (pv_int(data, len, off, 8, false, &v))
			fprintf(f, "%#llx", (unsigned long long)v);
		break;
	case 'N':
		if (pv_int(data, len, off, size, true, &v)) {
			const char *e = enum_name(n > 6 ? fl[6] : NULL, (int64_t)v, nb, sizeof(nb));

			if (e)
				fputs(e, f);
			else
				fprintf(f, "%d", (int)v);
		}
		break;
	case 'C':
		pv_chars(f, data, len, off, size, depth == 0);
		break;
	case 'F':
		pv_float(f, data, len, off, size, false);
		break;
	case 'A': {
		uint32_t cnt = n > 6 ? (uint32_t)strtoul(fl[6], NULL, 10) : 0;
		fputs("[ ", f);
		for (uint32_t i = 0; i < cnt; i++)
			if (pv_int(data, len, off + i * size, size, false, &v))
				fprintf(f, "%s%#llx", i ? ", " : "", (unsigned long long)v);
		fputs(" ]", f);
		break;
	}
	default:
		break;
	}
	fputc('\n', f);
}

void print_typed(FILE *f, const char *layout, const struct rec_field *fld, const uint8_t *data)
{
	char *copy, *line, *save = NULL;
	char *fl[PV_FIELDS];

	if (layout[0] == 'T') {      /* a scalar: its type, then the value */
		uint64_t v = 0;
		const char *tn = layout + 2;
		int tl = (int)strcspn(tn, "\n");

		if (fld->kind == FIELD_STRING) {
			fprintf(f, "%.*s \"%s\"\n", tl, tn, (const char *)data + fld->off);
			return;
		}
		fprintf(f, "%.*s ", tl, tn);
		if (fld->is_float) {
			pv_float(f, data + fld->off, fld->size, 0, fld->size, false);
			fputc('\n', f);
			return;
		}
		pv_int(data + fld->off, fld->size, 0, fld->size, false, &v); /* in hex at its size */
		if (fld->size == 1 && strncmp(tn, "bool\n", 5) != 0 && strncmp(tn, "_Bool\n", 6) != 0)
			pv_char(f, (uint8_t)v);
		else
			fprintf(f, "%#llx", (unsigned long long)v);
		fputc('\n', f);
		return;
	}
	copy = strdup(layout);
	if (!copy)
		return;
	for (line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		pv_line(f, fl, split(line, fl), data + fld->off, fld->size);
	free(copy);
}

/* ---- print(p) of a pointer to a struct: DTrace on Linux's form ---- */

/*
 * DTrace on Linux prints the struct under the data column of the default
 * output ("CPU ID FUNCTION:NAME " is 44 columns), one more space a level.
 */
enum { PD_INDENT = 44, PD_LINES = 8192 };

struct pd_item {
	char kind;
	uint32_t depth;
	const char *name, *type, *more; /* more: N's "v=NAME,..." */
	uint32_t off, size;        /* bytes (B: the bytes from off that hold the bits) */
	uint32_t bit_off, bits;    /* B */
	bool sgn, chr;             /* I, B: signed; I: a char */
};

static void pd_parse(char *line, struct pd_item *it)
{
	char *f[PV_FIELDS] = { 0 };
	int n = split(line, f);
	uint32_t u[PV_FIELDS] = { 0 };

	for (int i = 4; i < n; i++)
		u[i] = (uint32_t)strtoul(f[i], NULL, 10);
	memset(it, 0, sizeof(*it));
	it->kind = f[0][0];
	it->depth = n > 1 ? (uint32_t)strtoul(f[1], NULL, 10) : 0;
	it->name = n > 2 ? f[2] : "";
	it->type = n > 3 ? f[3] : "";
	it->more = n > 6 ? f[6] : "";
	it->off = u[4];
	if (it->kind == 'B') {
		it->bit_off = u[5];
		it->bits = u[6];
		it->sgn = u[7];
		it->size = (it->bit_off + it->bits + 7) / 8;
		if (it->size > 8)
			it->size = 8;
	} else {
		it->size = u[5];
		it->sgn = u[6];
		it->chr = u[7];
	}
}

/* The bytes an item covers are all zero (or lie outside the data). */
static bool pd_zero(const struct pd_item *it, const uint8_t *data, uint32_t len)
{
	if (it->kind == 'B') {
		uint64_t v = 0;

		pv_int(data, len, it->off, it->size, false, &v);
		return ((v >> it->bit_off) & (it->bits >= 64 ? ~0ull : (1ull << it->bits) - 1)) == 0;
	}
	for (uint32_t i = 0; i < it->size; i++)
		if (it->off + i < len && data[it->off + i])
			return false;
	return true;
}

/* The index of the line that ends the block begun at line i (its E or Z at the same depth). */
static size_t pd_end(const struct pd_item *v, size_t n, size_t i)
{
	for (size_t j = i + 1; j < n; j++)
		if ((v[j].kind == 'E' || v[j].kind == 'Z') && v[j].depth == v[i].depth)
			return j;
	return n;
}

/* The value of a scalar item: "(type)value". */
static void pd_value(FILE *f, const struct pd_item *it, const uint8_t *data, uint32_t len)
{
	uint64_t v = 0;
	char nb[128];

	fprintf(f, "(%s)", it->type);
	switch (it->kind) {
	case 'I':
		pv_int(data, len, it->off, it->size, it->sgn, &v);
		if (it->chr) {
			unsigned char c = (unsigned char)v;

			if (isprint(c) && c != '\'' && c != '\\')
				fprintf(f, "'%c'", c);
			else
				fprintf(f, "'\\%03o'", c);
		} else if (it->sgn) {
			fprintf(f, "%lld", (long long)v);
		} else {
			fprintf(f, "%llu", (unsigned long long)v);
		}
		return;
	case 'B':
		pv_int(data, len, it->off, it->size, false, &v);
		v = (v >> it->bit_off) & (it->bits >= 64 ? ~0ull : (1ull << it->bits) - 1);
		if (it->sgn && it->bits && it->bits < 64 && ((v >> (it->bits - 1)) & 1))
			fprintf(f, "%lld", (long long)(v | (~0ull << it->bits)));
		else
			fprintf(f, "%llu", (unsigned long long)v);
		return;
	case 'P':
		pv_int(data, len, it->off, 8, false, &v);
		fprintf(f, "0x%llx", (unsigned long long)v);
		return;
	case 'F':
		pv_float(f, data, len, it->off, it->size, true);
		return;
	case 'N': {
		const char *e;

		pv_int(data, len, it->off, it->size, true, &v);
		e = enum_name(it->more, (int64_t)v, nb, sizeof(nb));
		if (e)
			fputs(e, f);
		else
			fprintf(f, "%lld", (long long)v);
		return;
	}
	default:
		return;
	}
}

static void pd_indent(FILE *f, uint32_t depth)
{
	fprintf(f, "%*s", (int)(PD_INDENT + depth), "");
}

/* ".name = " of a member (none for an anonymous member or an array element). */
static void pd_name(FILE *f, const struct pd_item *it)
{
	if (it->name[0] && strcmp(it->name, "#") != 0)
		fprintf(f, ".%s = ", it->name);
}

/* The close of a struct (E) or array (Z) block. */
static void pd_close(FILE *f, const struct pd_item *it)
{
	pd_indent(f, it->depth);
	fprintf(f, "%c%s\n", it->kind == 'E' ? '}' : ']', it->depth ? "," : "");
}

/*
 * The end of a print() cut short at item i (the printsize option): "..." at
 * its level, then the closes of the blocks around it. As DTrace on Linux
 * prints it, a struct that ended just before the cut (pending) closes after
 * the "...".
 */
static void pd_cut(FILE *f, const struct pd_item *v, size_t n, size_t i, const struct pd_item *pending)
{
	pd_indent(f, v[i].depth);
	fputs("...\n", f);
	if (pending)
		pd_close(f, pending);
	for (size_t j = i + 1; j < n; j++)
		if ((v[j].kind == 'E' || v[j].kind == 'Z') && v[j].depth < v[i].depth)
			pd_close(f, &v[j]);
}

void print_typed_deref(FILE *f, const char *layout, const struct rec_field *ptr, const struct rec_field *fld,
		       const uint8_t *data, uint32_t printsize)
{
	const uint8_t *d = data + fld->off;
	uint32_t len = fld->size;
	struct pd_item *v;
	const struct pd_item *pending = NULL; /* a struct's close not yet printed */
	char *copy, *line, *save = NULL;
	size_t n = 0;

	fprintf(f, "0x%llx = *\n", (unsigned long long)print_read_int(data + ptr->off, 8, false));
	copy = strdup(layout);
	v = calloc(PD_LINES, sizeof(*v));
	if (!copy || !v)
		goto out;
	line = strtok_r(copy, "\n", &save); /* "*\tpointer type" */
	for (line = strtok_r(NULL, "\n", &save); line && n < PD_LINES; line = strtok_r(NULL, "\n", &save))
		pd_parse(line, &v[n++]);
	for (size_t i = 0; i < n; i++) {
		struct pd_item *it = &v[i];
		bool member = strcmp(it->name, "#") != 0;

		if (it->kind == 'E') {
			if (pending)
				pd_close(f, pending);
			pending = it;
			continue;
		}
		if (it->kind != 'Z' && it->depth && printsize && it->off >= printsize) {
			pd_cut(f, v, n, i, pending);
			pending = NULL;
			break;
		}
		if (pending)
			pd_close(f, pending);
		pending = NULL;
		switch (it->kind) {
		case 'Z':
			pd_close(f, it);
			continue;
		case 'S':
		case 'A':
		case 'C':
			if (it->depth && member && pd_zero(it, d, len)) { /* a zero member is left out */
				i = pd_end(v, n, i);
				continue;
			}
			pd_indent(f, it->depth);
			pd_name(f, it);
			fprintf(f, "(%s) %c\n", it->type, it->kind == 'S' ? '{' : '[');
			if (it->kind == 'C') { /* its characters up to the first NUL */
				size_t end = pd_end(v, n, i), j;

				for (j = i + 1; j < end && !pd_zero(&v[j], d, len); j++) {
					pd_indent(f, v[j].depth);
					pd_value(f, &v[j], d, len);
					fputs(",\n", f);
				}
				i = end - 1;
			}
			continue;
		default:
			if (member && pd_zero(it, d, len))
				continue;
			pd_indent(f, it->depth);
			pd_name(f, it);
			pd_value(f, it, d, len);
			fputs(",\n", f);
			continue;
		}
	}
	if (pending)
		pd_close(f, pending);
out:
	free(v);
	free(copy);
}
