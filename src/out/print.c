/*
 * print.c - DTrace's output for records: the default probe line, trace(),
 * printf(), stack() and ustack() (stage 8 of 8, with print_agg.c).
 *
 * Input: a record's data and the field descriptions from struct rec_desc
 * (prog.h). Output: text on a FILE, byte for byte as DTrace prints it.
 * Pure functions: no kernel, no libbpf; symbols come through the hooks in
 * struct print_sym, and without hooks addresses print in hex.
 *
 * Widths worth knowing (all DTrace's): the probe line is "%3d %6d %32s ";
 * trace() prints integers by size as " %16lld", " %8d", " %5d", " %3d"
 * (plain "%d" under -q) and strings as "  %-33s"; sym()/mod() and friends
 * as "  %-50s"; stack frames are indented 14 spaces after a leading newline.
 */
#include "print.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "print_priv.h"

void print_header(FILE *f)
{
	fprintf(f, "%3s %6s %32s\n", "CPU", "ID", "FUNCTION:NAME");
}

void print_probe_prefix(FILE *f, uint32_t cpu, uint32_t probe_id, const char *func,
			const char *name)
{
	char fn[2 * PROBE_NAMELEN + 2];

	snprintf(fn, sizeof(fn), "%s:%s", func ? func : "", name ? name : "");
	fprintf(f, "%3d %6d %32s ", (int)cpu, (int)probe_id, fn);
}

void print_header_flow(FILE *f)
{
	fprintf(f, "%3s %-41s\n", "CPU", "FUNCTION");
}

/* Whether probe name is kind ("entry", "return") or ends with "-kind". */
static bool flow_is(const char *name, const char *kind)
{
	size_t n = strlen(name), k = strlen(kind);

	if (n < k || strcmp(name + n - k, kind) != 0)
		return false;
	return n == k || name[n - k - 1] == '-';
}

enum print_flow print_flow_of(const char *name)
{
	name = name ? name : "";
	if (flow_is(name, "entry"))
		return PRINT_FLOW_ENTRY;
	if (flow_is(name, "return"))
		return PRINT_FLOW_RETURN;
	return PRINT_FLOW_NONE;
}

void print_flow_prefix(FILE *f, uint32_t cpu, int *indent, enum print_flow flow, const char *prov,
		       const char *func, const char *name)
{
	bool sys = prov && strcmp(prov, "syscall") == 0;
	char buf[3 * PROBE_NAMELEN + 256];
	int ind = *indent < 0 ? 0 : *indent;

	func = func ? func : "";
	name = name ? name : "";
	switch (flow) {
	case PRINT_FLOW_ENTRY:
		snprintf(buf, sizeof(buf), "%*s%s%s", ind, "", sys ? " => " : " -> ", func);
		*indent = ind + 2;
		break;
	case PRINT_FLOW_RETURN:
		ind = ind >= 2 ? ind - 2 : 0;
		*indent = ind;
		snprintf(buf, sizeof(buf), "%*s%s%s", ind, "", sys ? " <= " : " <- ", func);
		break;
	default:
		snprintf(buf, sizeof(buf), "%*s| %s:%s", ind, "", func, name);
		break;
	}
	fprintf(f, "%3d %-41s ", (int)cpu, buf);
}

int64_t print_read_int(const uint8_t *p, uint32_t size, bool is_signed)
{
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;
	uint64_t u64;

	switch (size) {
	case 1:
		memcpy(&u8, p, 1);
		return is_signed ? (int64_t)(int8_t)u8 : (int64_t)u8;
	case 2:
		memcpy(&u16, p, 2);
		return is_signed ? (int64_t)(int16_t)u16 : (int64_t)u16;
	case 4:
		memcpy(&u32, p, 4);
		return is_signed ? (int64_t)(int32_t)u32 : (int64_t)u32;
	default:
		memcpy(&u64, p, 8);
		return (int64_t)u64;
	}
}

static uint64_t read_u64(const uint8_t *p)
{
	uint64_t v;

	memcpy(&v, p, 8);
	return v;
}

/* ---- symbols ---- */

static void ksym_str(const struct print_opts *po, uint64_t pc, bool with_offset, char *buf,
		     size_t len)
{
	const struct print_sym *s = po ? po->sym : NULL;

	if (s && s->ksym && s->ksym(s->ctx, pc, with_offset, buf, len) >= 0)
		return;
	snprintf(buf, len, "0x%llx", (unsigned long long)pc);
}

static void usym_str(const struct print_opts *po, uint32_t pid, uint64_t pc, bool with_offset,
		     char *buf, size_t len)
{
	const struct print_sym *s = po ? po->sym : NULL;

	if (s && s->usym && s->usym(s->ctx, pid, pc, with_offset, buf, len) >= 0)
		return;
	snprintf(buf, len, "0x%llx", (unsigned long long)pc);
}

void print_symstr(const struct print_opts *po, const struct rec_field *fld, const uint8_t *data,
		  char *buf, size_t len)
{
	const struct print_sym *s = po ? po->sym : NULL;
	uint64_t a = read_u64(data), b = fld->size >= 16 ? read_u64(data + 8) : 0;

	switch (fld->kind) {
	case FIELD_SYM:
		ksym_str(po, a, false, buf, len);
		return;
	case FIELD_MOD:
		if (s && s->kmod && s->kmod(s->ctx, a, buf, len) >= 0)
			return;
		break;
	case FIELD_USYM:
		usym_str(po, (uint32_t)a, b, false, buf, len);
		return;
	case FIELD_UADDR:
		usym_str(po, (uint32_t)a, b, true, buf, len);
		return;
	case FIELD_UMOD:
		if (s && s->umod && s->umod(s->ctx, (uint32_t)a, b, buf, len) >= 0)
			return;
		a = b;
		break;
	default:
		a = (uint64_t)print_read_int(data, fld->size, false);
		break;
	}
	snprintf(buf, len, "0x%llx", (unsigned long long)a);
}

/* ---- stacks ---- */

uint32_t print_stack_pcs(const struct rec_field *fld, const uint8_t *data, const uint8_t **pcs,
			 uint32_t *pid, uint32_t *room)
{
	uint32_t n = fld->size / 8, k = 0;

	*pid = 0;
	if (fld->kind == FIELD_USTACK) {
		if (!(read_u64(data) & STACK_KEY_KERNEL))
			*pid = (uint32_t)read_u64(data);
		data += 8;
		n = n > 0 ? n - 1 : 0;
	}
	if (fld->depth && fld->depth < n)
		n = fld->depth;
	while (k < n && read_u64(data + 8 * k) != 0)
		k++;
	*pcs = data;
	if (room)
		*room = n;
	return k;
}

bool print_stack_is_user(const struct rec_field *fld, const uint8_t *data)
{
	return fld->kind == FIELD_USTACK && !(read_u64(data) & STACK_KEY_KERNEL);
}

void print_frame_str(const struct print_opts *po, bool user, uint32_t pid, uint64_t pc,
		     bool with_offset, char *buf, size_t len)
{
	if (user)
		usym_str(po, pid, pc, with_offset, buf, len);
	else
		ksym_str(po, pc, with_offset, buf, len);
}

void print_stack_fmt(FILE *f, const struct rec_field *fld, const uint8_t *data,
		     const struct print_opts *po, int indent, const char *framefmt)
{
	bool user = print_stack_is_user(fld, data);
	const uint8_t *pcs;
	uint32_t pid, room, n = print_stack_pcs(fld, data, &pcs, &pid, &room);
	char buf[512];

	if (user && room == 0)
		return;
	fputc('\n', f);
	/* a kernel stack starts below the tracing machinery's frames: the program left them out */
	for (uint32_t i = 0; i < n; i++) {
		print_frame_str(po, user, pid, read_u64(pcs + 8 * i), true, buf, sizeof(buf));
		fprintf(f, "%*s", indent, "");
		fprintf(f, framefmt ? framefmt : "%s", buf);
		fputc('\n', f);
	}
}

void print_stack(FILE *f, const struct rec_field *fld, const uint8_t *data,
		 const struct print_opts *po)
{
	print_stack_fmt(f, fld, data + fld->off, po, print_stack_indent(po), NULL);
}

/* ---- trace() ---- */

static bool printable(char c)
{
	unsigned char u = (unsigned char)c;

	return (u < 0x80 && (isprint(u) || isspace(u))) || c == '\b' || c == '\a';
}

/* Raw bytes as DTrace dumps them: an offset column, 16 hex bytes, then the ASCII. */
static void print_raw_bytes(FILE *f, const uint8_t *c, size_t n)
{
	fprintf(f, "\n%5s      ", "");
	for (int i = 0; i < 16; i++)
		fprintf(f, "  %c", "0123456789abcdef"[i]);
	fprintf(f, "  0123456789abcdef\n");
	for (size_t i = 0; i < n; i += 16) {
		size_t j;

		fprintf(f, "%5s%5zx:", "", i);
		for (j = i; j < i + 16 && j < n; j++)
			fprintf(f, " %02x", c[j]);
		for (; j < i + 16; j++)
			fputs("   ", f);
		fputs("  ", f);
		for (j = i; j < i + 16 && j < n; j++)
			fputc(c[j] < ' ' || c[j] > '~' ? '.' : c[j], f);
		fputc('\n', f);
	}
}

void print_tracemem(FILE *f, const struct rec_field *fld, const uint8_t *data)
{
	if (fld->size)
		print_raw_bytes(f, data + fld->off, fld->size);
}

void print_pcap(FILE *f, bool header, int32_t dlt, uint32_t snaplen, uint64_t ns, const uint8_t *bytes,
		uint32_t caplen, uint32_t origlen)
{
	uint32_t rec[4] = { (uint32_t)(ns / 1000000000), (uint32_t)(ns % 1000000000 / 1000), caplen, origlen };

	if (header) {
		struct {
			uint32_t magic;
			uint16_t major, minor;
			int32_t thiszone;
			uint32_t sigfigs, snaplen, linktype;
		} h = { 0xa1b2c3d4, 2, 4, 0, 0, snaplen, dlt == 12 ? 101 : (uint32_t)dlt };

		fwrite(&h, sizeof(h), 1, f);
	}
	fwrite(rec, sizeof(rec), 1, f);
	fwrite(bytes, 1, caplen, f);
}

/*
 * Bytes of unknown type, DTrace's way: a run of printable characters ended
 * by NULs prints as a string (" %*s" with a negative width left-justifying
 * after one more space, or plain under -q); anything else as a hex dump.
 */
void print_bytes(FILE *f, const uint8_t *data, size_t n, int width, bool quiet)
{
	const char *c = (const char *)data;
	size_t i;

	if (n == 0)
		return;
	for (i = 0; i < n && printable(c[i]); i++)
		continue;
	if (i == n) {
		fprintf(f, "  %-*.*s", width, (int)n, c);
		return;
	}
	if (c[i] == '\0' && i > 0) {
		size_t j = i + 1;

		while (j < n && c[j] == '\0')
			j++;
		if (j == n) {
			if (quiet)
				fprintf(f, "%s", c);
			else
				fprintf(f, " %s%*s", width < 0 ? " " : "", width, c);
			return;
		}
	}
	print_raw_bytes(f, data, n);
}

/* The widths DTrace gives an integer of each size in trace() and as an aggregation key. */
static const int int_width[9] = { [1] = 3, [2] = 5, [4] = 8, [8] = 16 };

/*
 * An integer field (1, 2, 4 or 8 bytes) as trace() and aggregation keys
 * print it: " %*d" in its size's width (plain under -q), signed or not as
 * its D type is (trace((uint32_t)-1) is 4294967295, as in DTrace).
 */
void print_int_field(FILE *f, const struct rec_field *fld, const uint8_t *p, bool quiet)
{
	int w = quiet || fld->size > 8 ? 0 : int_width[fld->size];

	if (!quiet)
		fputc(' ', f);
	if (fld->is_signed)
		fprintf(f, "%*lld", w, (long long)print_read_int(p, fld->size, true));
	else
		fprintf(f, "%*llu", w, (unsigned long long)print_read_int(p, fld->size, false));
}

void print_trace(FILE *f, const struct rec_field *fld, const uint8_t *data,
		 const struct print_opts *po)
{
	const uint8_t *p = data + fld->off;
	bool quiet = po && po->quiet;
	char buf[512];

	/* -x rawbytes: what could print as a string is dumped as bytes all the same */
	if (po && po->rawbytes && (fld->kind == FIELD_STRING || fld->kind == FIELD_BYTES ||
				   (fld->kind == FIELD_INT && fld->size > 8))) {
		print_raw_bytes(f, p, fld->size);
		return;
	}
	switch (fld->kind) {
	case FIELD_INT:
		if (fld->size > 8 || !int_width[fld->size])
			print_bytes(f, p, fld->size, -33, quiet);
		else
			print_int_field(f, fld, p, quiet);
		return;
	case FIELD_STRING: {
		int len = (int)strnlen((const char *)p, fld->size);

		/* a string prints as one, the empty string too (DTrace's trace("")) */
		if (quiet)
			fprintf(f, "%.*s", len, (const char *)p);
		else
			fprintf(f, "  %-33.*s", len, (const char *)p);
		return;
	}
	case FIELD_STACK:
	case FIELD_USTACK:
		print_stack(f, fld, data, po);
		return;
	case FIELD_SYM:
	case FIELD_MOD:
	case FIELD_USYM:
	case FIELD_UMOD:
	case FIELD_UADDR:
		print_symstr(po, fld, p, buf, sizeof(buf));
		fprintf(f, "  %-50s", buf);
		return;
	case FIELD_BYTES:
	default:
		if (fld->is_sou) /* a struct or union is data, never a string (DTrace on Linux) */
			print_raw_bytes(f, p, fld->size);
		else
			print_bytes(f, p, fld->size, -33, quiet);
		return;
	}
}

/* ---- printf() ---- */

/* Writes "%<flags><width>.<prec>" of c followed by conv into out. */
static void build_fmt(char *out, size_t n, const struct pfmt_conv *c, const char *conv)
{
	size_t k = 0;

	out[k++] = '%';
	if (c->flags & PFMT_F_MINUS)
		out[k++] = '-';
	if (c->flags & PFMT_F_PLUS)
		out[k++] = '+';
	if (c->flags & PFMT_F_SPACE)
		out[k++] = ' ';
	if (c->flags & PFMT_F_ALT)
		out[k++] = '#';
	if (c->flags & PFMT_F_ZERO)
		out[k++] = '0';
	if (c->flags & PFMT_F_GROUP)
		out[k++] = '\'';
	/* DTrace drops a zero width and a zero precision: "%.0s" prints the whole string. */
	if (c->width > 0)
		k += (size_t)snprintf(out + k, n - k, "%d", c->width);
	if (c->prec > 0)
		k += (size_t)snprintf(out + k, n - k, ".%d", c->prec);
	snprintf(out + k, n - k, "%s", conv);
}

void print_conv_int(FILE *f, const struct pfmt_conv *c, int64_t v, bool is_signed)
{
	char fmt[48], num[32];

	switch (c->conv) {
	case 'd':
	case 'i':
		build_fmt(fmt, sizeof(fmt), c, is_signed ? "lld" : "llu");
		fprintf(f, fmt, v);
		return;
	case 'u':
	case 'o':
	case 'x':
	case 'X': {
		char conv[4] = { 'l', 'l', c->conv, 0 };

		build_fmt(fmt, sizeof(fmt), c, conv);
		fprintf(f, fmt, (unsigned long long)v);
		return;
	}
	case 'p':
		build_fmt(fmt, sizeof(fmt), c, "llx");
		fprintf(f, fmt, (unsigned long long)v);
		return;
	case 'c':
		build_fmt(fmt, sizeof(fmt), c, "c");
		fprintf(f, fmt, (int)(char)v);
		return;
	case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
		char conv[2] = { c->conv, 0 };

		build_fmt(fmt, sizeof(fmt), c, conv);
		fprintf(f, fmt, is_signed ? (double)v : (double)(uint64_t)v);
		return;
	}
	default:
		snprintf(num, sizeof(num), is_signed ? "%lld" : "%llu", (long long)v);
		build_fmt(fmt, sizeof(fmt), c, "s");
		fprintf(f, fmt, num);
		return;
	}
}

/* %e %f %g of a float, double or long double: the value its bytes hold, as DTrace's pfprint_fp reads them. */
static void print_conv_float(FILE *f, const struct pfmt_conv *c, const uint8_t *p, uint32_t size)
{
	char conv[3] = { c->conv, 0 }, fmt[48];
	double d;

	if (size == sizeof(long double)) { /* %f or %Lf: printed as a long double, as DTrace adds the L */
		long double ld;

		conv[0] = 'L';
		conv[1] = c->conv;
		memcpy(&ld, p, sizeof(ld));
		build_fmt(fmt, sizeof(fmt), c, conv);
		fprintf(f, fmt, ld);
		return;
	}
	if (size == 4) {
		float fl;

		memcpy(&fl, p, sizeof(fl));
		d = fl;
	} else {
		memcpy(&d, p, sizeof(d));
	}
	build_fmt(fmt, sizeof(fmt), c, conv);
	fprintf(f, fmt, d);
}

/* %S: the string with C escapes for the unprintable (DTrace's strchr2esc). */

static void print_escaped(FILE *f, const struct pfmt_conv *c, const char *s, size_t n)
{
	char *e = malloc(4 * n + 1), fmt[48];
	size_t k = 0;

	if (!e)
		return;
	for (size_t i = 0; i < n && (s[i] || n == 1); i++) {
		static const char from[] = "\a\b\f\n\r\t\v\\\"", to[] = "abfnrtv\\\"";
		const char *esc = s[i] ? strchr(from, s[i]) : NULL;
		unsigned char u = (unsigned char)s[i];

		if (s[i] == '\0') {
			e[k++] = '\\';
			e[k++] = '0';
		} else if (esc) {
			e[k++] = '\\';
			e[k++] = to[esc - from];
		} else if (u < 0x80 && isprint(u)) {
			e[k++] = s[i];
		} else {
			k += (size_t)sprintf(e + k, "\\%03o", u);
		}
	}
	e[k] = '\0';
	build_fmt(fmt, sizeof(fmt), c, "s");
	fprintf(f, fmt, e);
	free(e);
}

/* %Y ("2024 Jan  5 13:04:55") and %T (RFC 822) of nanoseconds since the epoch. */
static void print_time(FILE *f, const struct pfmt_conv *c, int64_t ns)
{
	time_t sec = (time_t)(ns / 1000000000LL);
	char buf[64], fmt[48];
	struct tm tm;

	localtime_r(&sec, &tm);
	strftime(buf, sizeof(buf), c->conv == 'Y' ? "%Y %b %e %T" : "%a, %d %b %G %T %Z", &tm);
	build_fmt(fmt, sizeof(fmt), c, "s");
	fprintf(f, fmt, buf);
}

/* The text of a field for %s: strings as they are, everything else as DTrace would show it. */
static void print_conv_str(FILE *f, const struct pfmt_conv *c, const struct rec_field *fld,
			   const uint8_t *p, const struct print_opts *po)
{
	char fmt[48], buf[512];

	switch (fld->kind) {
	case FIELD_STRING:
	case FIELD_BYTES: {
		int len = (int)strnlen((const char *)p, fld->size);

		if (c->conv == 'S') {
			print_escaped(f, c, (const char *)p, (size_t)len);
			return;
		}
		if (c->prec <= 0 || c->prec > len) {
			struct pfmt_conv cc = *c;

			cc.prec = len;
			build_fmt(fmt, sizeof(fmt), &cc, "s");
		} else {
			build_fmt(fmt, sizeof(fmt), c, "s");
		}
		fprintf(f, fmt, (const char *)p);
		return;
	}
	case FIELD_INT:
		print_conv_int(f, c, print_read_int(p, fld->size, fld->is_signed), fld->is_signed);
		return;
	default:
		print_symstr(po, fld, p, buf, sizeof(buf));

		build_fmt(fmt, sizeof(fmt), c, "s");
		fprintf(f, fmt, buf);
		return;
	}
}

/* %a and %A: an address as module`symbol+0xoffset. */
static void print_conv_addr(FILE *f, const struct pfmt_conv *c, const struct rec_field *fld,
			    const uint8_t *p, const struct print_opts *po)
{
	char fmt[48], buf[512];
	uint64_t pc;
	uint32_t pid = 0;

	/* a mod() or umod() value names its module, whatever the conversion */
	if (fld->kind == FIELD_MOD || fld->kind == FIELD_UMOD) {
		print_symstr(po, fld, p, buf, sizeof(buf));
		build_fmt(fmt, sizeof(fmt), c, "s");
		fprintf(f, fmt, buf);
		return;
	}
	if (fld->size >= 16) {
		pid = (uint32_t)read_u64(p);
		pc = read_u64(p + 8);
	} else {
		pc = (uint64_t)print_read_int(p, fld->size, false);
		pid = po ? po->target : 0; /* printf's %A records the pid; a printa key has none */
	}
	if (c->conv == 'A' || fld->kind == FIELD_USYM || fld->kind == FIELD_UADDR)
		usym_str(po, pid, pc, true, buf, sizeof(buf));
	else
		ksym_str(po, pc, true, buf, sizeof(buf));
	build_fmt(fmt, sizeof(fmt), c, "s");
	fprintf(f, fmt, buf);
}

/*
 * %k: a stack, each frame formatted with the conversion's "%s" and
 * indented by the width when left-justified (DTrace's rule).
 */
static void print_conv_stack(FILE *f, const struct pfmt_conv *c, const struct rec_field *fld,
			     const uint8_t *p, const struct print_opts *po)
{
	struct pfmt_conv cc = *c;
	char fmt[48];
	int indent = 0;

	if (c->flags & PFMT_F_MINUS) {
		indent = c->width > 0 ? c->width : 0;
		cc.width = -1;
	}
	build_fmt(fmt, sizeof(fmt), &cc, "s");
	print_stack_fmt(f, fld, p, po, indent, fmt);
}

void print_conv(FILE *f, const struct pfmt_conv *c, const struct rec_field *fld,
		const uint8_t *data, const struct print_opts *po)
{
	const uint8_t *p = data + fld->off;
	bool is_signed;

	switch (c->conv) {
	case 's':
	case 'S':
		print_conv_str(f, c, fld, p, po);
		return;
	case 'a':
	case 'A':
		print_conv_addr(f, c, fld, p, po);
		return;
	case 'C': {
		char ch = (char)print_read_int(p, fld->size, true);

		print_escaped(f, c, &ch, 1);
		return;
	}
	case 'k':
		if (fld->kind == FIELD_STACK || fld->kind == FIELD_USTACK) {
			print_conv_stack(f, c, fld, p, po);
			return;
		}
		break;
	case 'Y':
	case 'T':
		print_time(f, c, print_read_int(p, fld->size, true));
		return;
	default:
		break;
	}
	if (fld->is_float && strchr("eEfFgG", c->conv)) {
		print_conv_float(f, c, p, fld->size);
		return;
	}
	if (fld->kind == FIELD_STRING || fld->kind == FIELD_BYTES) {
		print_conv_str(f, c, fld, p, po);
		return;
	}
	if (fld->kind != FIELD_INT) {
		print_conv_addr(f, c, fld, p, po);
		return;
	}
	/* %d and %i follow the argument's signedness, %hd %ld %lld are signed, the rest unsigned. */

	if (c->conv == 'd' || c->conv == 'i')
		is_signed = c->length == PFMT_LEN_NONE ? fld->is_signed : true;
	else
		is_signed = c->conv == 'c' || strchr("eEfFgG", c->conv) != NULL;
	print_conv_int(f, c, print_read_int(p, fld->size, is_signed), is_signed);
}

/* Resolves '*' width and precision from int arguments; returns the next field index or -1. */
static int resolve_stars(struct pfmt_conv *c, const struct rec_field *fields, uint32_t nfields,
			 uint32_t fi, const uint8_t *data)
{
	if (c->width_star) {
		int64_t w;

		if (fi >= nfields)
			return -1;
		w = pfmt_star(print_read_int(data + fields[fi].off, fields[fi].size, fields[fi].is_signed));
		fi++;
		if (w < 0) {
			c->flags = (c->flags | PFMT_F_MINUS) & ~PFMT_F_ZERO;
			w = -w;
		}
		c->width = (int)w;
	}
	if (c->prec_star) {
		int64_t pr;

		if (fi >= nfields)
			return -1;
		pr = pfmt_star(print_read_int(data + fields[fi].off, fields[fi].size, fields[fi].is_signed));
		fi++;
		c->prec = pr < 0 ? -1 : (int)pr;
	}
	return (int)fi;
}

int print_printf(FILE *f, const char *fmt, const struct rec_field *fields, uint32_t nfields,
		 const uint8_t *data, const struct print_opts *po)
{
	struct pfmt_iter it;
	struct pfmt_conv c;
	struct pfmt_err err;
	uint32_t fi = 0;
	int r, next;

	if (!fmt)
		return -EINVAL;
	pfmt_init(&it, fmt);
	while ((r = pfmt_next(&it, &c, &err)) > 0) {
		if (c.conv == 0) {
			fwrite(c.text, 1, c.len, f);
			continue;
		}
		if (c.conv == '%') {
			fputc('%', f);
			continue;
		}
		next = resolve_stars(&c, fields, nfields, fi, data);
		if (next < 0 || (uint32_t)next >= nfields)
			return -EINVAL;
		fi = (uint32_t)next;
		print_conv(f, &c, &fields[fi++], data, po);
	}
	return r < 0 ? -EINVAL : 0;
}
