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
static const char *enum_name(char *list, int64_t v, char *buf, size_t n)
{
	for (char *p = list; p && *p;) {
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

static void pv_chars(FILE *f, const uint8_t *data, uint32_t len, uint32_t off, uint32_t size)
{
	fputc('"', f);
	for (uint32_t i = 0; i < size && off + i < len && data[off + i]; i++) {
		uint8_t c = data[off + i];

		if (isprint(c) && c != '"' && c != '\\')
			fputc(c, f);
		else
			fprintf(f, "\\%03o", c);
	}
	fputc('"', f);
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
	if (fl[2][0]) /* "int x", "char *p" */
		fprintf(f, "%s%s%s = ", fl[3], fl[3][0] && fl[3][strlen(fl[3]) - 1] == '*' ? "" : " ", fl[2]);
	else
		fprintf(f, "%s ", fl[3]);
	off = n > 4 ? (uint32_t)strtoul(fl[4], NULL, 10) : 0;
	size = n > 5 ? (uint32_t)strtoul(fl[5], NULL, 10) : 0;
	switch (fl[0][0]) {
	case 'S':
		fputs("{\n", f);
		return;
	case 'I':
		if (pv_int(data, len, off, size, n > 6 && fl[6][0] == '1', &v))
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
				fprintf(f, "%#llx", (unsigned long long)v);
		}
		break;
	case 'C':
		pv_chars(f, data, len, off, size);
		break;
	case 'A': {
		uint32_t cnt = n > 6 ? (uint32_t)strtoul(fl[6], NULL, 10) : 0;
		bool sgn = n > 7 && strchr(fl[7], 's');

		fputs("[ ", f);
		for (uint32_t i = 0; i < cnt; i++)
			if (pv_int(data, len, off + i * size, size, sgn, &v))
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
		pv_int(data + fld->off, fld->size, 0, fld->size, fld->is_signed, &v);
		fprintf(f, "%.*s %#llx\n", tl, tn, (unsigned long long)v);
		return;
	}
	copy = strdup(layout);
	if (!copy)
		return;
	for (line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save))
		pv_line(f, fl, split(line, fl), data + fld->off, fld->size);
	free(copy);
}
