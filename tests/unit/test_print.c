/*
 * test_print.c - DTrace's output layouts (src/out/print.c, print_agg.c),
 * pinned byte for byte from synthetic records and aggregations; no kernel.
 */
#include "out/print.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cc/aggdef.h"
#include "t.h"

/* ---- capturing output ---- */

static char *outs[512];
static int nouts;

static FILE *cap_f;
static char *cap_buf;
static size_t cap_len;

static FILE *cap(void)
{
	cap_buf = NULL;
	cap_f = open_memstream(&cap_buf, &cap_len);
	return cap_f;
}

static const char *done(void)
{
	fclose(cap_f);
	if (nouts < (int)(sizeof(outs) / sizeof(outs[0])))
		outs[nouts++] = cap_buf;
	return cap_buf;
}

/* ---- building records ---- */

static struct rec_field int_field(uint32_t off, uint32_t size, bool is_signed)
{
	return (struct rec_field){ .kind = FIELD_INT, .off = off, .size = size, .is_signed = is_signed };
}

static struct rec_field str_field(uint32_t off, uint32_t size)
{
	return (struct rec_field){ .kind = FIELD_STRING, .off = off, .size = size };
}

static void put(uint8_t *data, uint32_t off, uint32_t size, int64_t v)
{
	memcpy(data + off, &v, size); /* little-endian */
}

/* ---- symbol hooks for the tests ---- */

static int test_ksym(void *ctx, uint64_t pc, bool with_offset, char *buf, size_t len)
{
	(void)ctx;
	if (pc < 0x1000)
		return -1;
	if (with_offset && (pc & 0xff))
		snprintf(buf, len, "vmlinux`func_%llx+0x%llx", (unsigned long long)(pc >> 8),
			 (unsigned long long)(pc & 0xff));
	else
		snprintf(buf, len, "vmlinux`func_%llx", (unsigned long long)(pc >> 8));
	return 0;
}

static int test_usym(void *ctx, uint32_t pid, uint64_t pc, bool with_offset, char *buf,
		     size_t len)
{
	(void)ctx;
	if (with_offset && (pc & 0xff))
		snprintf(buf, len, "libc.so.6`f%u_%llx+0x%llx", pid, (unsigned long long)(pc >> 8),
			 (unsigned long long)(pc & 0xff));
	else
		snprintf(buf, len, "libc.so.6`f%u_%llx", pid, (unsigned long long)(pc >> 8));
	return 0;
}

static int test_kmod(void *ctx, uint64_t pc, char *buf, size_t len)
{
	(void)ctx;
	(void)pc;
	snprintf(buf, len, "vmlinux");
	return 0;
}

static const struct print_sym syms = {
	.ksym = test_ksym, .usym = test_usym, .kmod = test_kmod,
};

/* ---- the probe line ---- */

static void test_header_prefix(void)
{
	print_header(cap());
	CHECK_STR(done(), "CPU     ID                    FUNCTION:NAME\n");
	print_probe_prefix(cap(), 0, 1, "", "BEGIN");
	CHECK_STR(done(), "  0      1                           :BEGIN ");
	print_probe_prefix(cap(), 3, 12345, "read", "entry");
	CHECK_STR(done(), "  3  12345                       read:entry ");
	print_probe_prefix(cap(), 127, 1234567, "a_function_with_a_very_long_name", "entry");
	CHECK_STR(done(), "127 1234567 a_function_with_a_very_long_name:entry ");
}

static void test_flowindent(void)
{
	FILE *o;
	int indent = 0;

	print_header_flow(cap());
	CHECK_STR(done(), "CPU FUNCTION                                 \n");
	o = cap();
	print_flow_prefix(o, 0, &indent, print_flow_of("entry"), "fbt", "open", "entry");
	fputc('\n', o);
	print_flow_prefix(o, 0, &indent, print_flow_of("entry"), "fbt", "copen", "entry");
	fputc('\n', o);
	print_flow_prefix(o, 1, &indent, print_flow_of("tick-1s"), "profile", "", "tick-1s");
	fputc('\n', o);
	print_flow_prefix(o, 0, &indent, print_flow_of("return"), "fbt", "copen", "return");
	fputc('\n', o);
	print_flow_prefix(o, 0, &indent, print_flow_of("return"), "syscall", "open", "return");
	fputc('\n', o);
	print_flow_prefix(o, 0, &indent, print_flow_of("carpentry"), "pid123", "f", "carpentry");
	fputc('\n', o);
	CHECK_STR(done(), "  0  -> open                                  \n"
			  "  0    -> copen                               \n"
			  "  1     | :tick-1s                            \n"
			  "  0    <- copen                               \n"
			  "  0  <= open                                  \n"
			  "  0 | f:carpentry                             \n");
	CHECK_EQ(indent, 0);

	/* a second clause's line of an entry or return probe moves nothing; *-entry is an entry */
	o = cap();
	print_flow_prefix(o, 2, &indent, PRINT_FLOW_ENTRY, "pid9", "f", "entry");
	fputc('\n', o);
	print_flow_prefix(o, 2, &indent, PRINT_FLOW_NONE, "pid9", "f", "entry");
	fputc('\n', o);
	print_flow_prefix(o, 2, &indent, PRINT_FLOW_NONE, "pid9", "f", "return");
	fputc('\n', o);
	print_flow_prefix(o, 2, &indent, PRINT_FLOW_RETURN, "pid9", "f", "return");
	fputc('\n', o);
	CHECK_STR(done(), "  2  -> f                                     \n"
			  "  2   | f:entry                               \n"
			  "  2   | f:return                              \n"
			  "  2  <- f                                     \n");
	CHECK_EQ(indent, 0);
	CHECK_EQ(print_flow_of("function-entry"), PRINT_FLOW_ENTRY);
	CHECK_EQ(print_flow_of("method-return"), PRINT_FLOW_RETURN);
	CHECK_EQ(print_flow_of("gentry"), PRINT_FLOW_NONE);
	CHECK_EQ(print_flow_of("xreturn"), PRINT_FLOW_NONE);
}

/* ---- trace() ---- */

static void test_trace(void)
{
	struct print_opts po = { 0 }, quiet = { .quiet = true };
	uint8_t d[64] = { 0 };
	struct rec_field f;

	put(d, 0, 8, 42);
	f = int_field(0, 8, true);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "               42");
	print_trace(cap(), &f, d, &quiet);
	CHECK_STR(done(), "42");

	/* The sign is the traced type's, as in DTrace: trace((uint64_t)-1) is 2^64 - 1. */
	put(d, 0, 8, -1);
	f = int_field(0, 8, false);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), " 18446744073709551615");
	f = int_field(0, 8, true);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "               -1");

	put(d, 0, 4, -1);
	f = int_field(0, 4, false);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), " 4294967295");
	print_trace(cap(), &f, d, &quiet);
	CHECK_STR(done(), "4294967295");
	f = int_field(0, 4, true);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "       -1");
	print_trace(cap(), &f, d, &quiet);
	CHECK_STR(done(), "-1");

	/* 2 bytes in " %5d", 1 byte in " %3d", signed or not by type */
	put(d, 0, 2, -1);
	f = int_field(0, 2, true);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "    -1");
	f = int_field(0, 2, false);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), " 65535");
	put(d, 0, 1, -2);
	f = int_field(0, 1, true);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "  -2");
	print_trace(cap(), &f, d, &quiet);
	CHECK_STR(done(), "-2");
	f = int_field(0, 1, false);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), " 254");

	memset(d, 0, sizeof(d));
	strcpy((char *)d + 8, "hello");
	f = str_field(8, 32);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "  hello                            ");
	print_trace(cap(), &f, d, &quiet);
	CHECK_STR(done(), "hello");

	/* trace("") prints an empty string, as DTrace does (not its NUL's bytes). */
	memset(d, 0, sizeof(d));
	f = str_field(0, 4);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "                                   ");
	print_trace(cap(), &f, d, &quiet);
	CHECK_STR(done(), "");

	/* A whole probe line: prefix, trace(42), end of record. */
	{
		FILE *o = cap();

		put(d, 0, 4, 42);
		f = int_field(0, 4, true);
		print_probe_prefix(o, 0, 1, "", "BEGIN");
		print_trace(o, &f, d, &po);
		fputc('\n', o);
		CHECK_STR(done(), "  0      1                           :BEGIN        42\n");
	}
}

static void test_trace_bytes(void)
{
	struct print_opts po = { 0 };
	uint8_t d[20];
	struct rec_field f = { .kind = FIELD_BYTES, .off = 0, .size = 20 };

	for (int i = 0; i < 20; i++)
		d[i] = (uint8_t)(i * 13);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(),
		  "\n"
		  "             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"
		  "         0: 00 0d 1a 27 34 41 4e 5b 68 75 82 8f 9c a9 b6 c3  ...'4AN[hu......\n"
		  "        10: d0 dd ea f7                                      ....\n");
	/* tracemem() always dumps, even bytes that look like a string. */
	{
		uint8_t m[24] = "hello, world";
		struct rec_field mf = { .kind = FIELD_BYTES, .off = 4, .size = 17 };

		print_tracemem(cap(), &mf, m);
		CHECK_STR(done(),
			  "\n"
			  "             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"
			  "         0: 6f 2c 20 77 6f 72 6c 64 00 00 00 00 00 00 00 00  o, world........\n"
			  "        10: 00                                               .\n");
	}
	/* Printable bytes ended by NULs print as a string. */
	memset(d, 0, sizeof(d));
	memcpy(d, "abc", 3);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "  abc                              ");
	/* ... but a struct's bytes are data: dumped however printable */
	{
		struct rec_field sf = { .kind = FIELD_BYTES, .off = 0, .size = 1, .is_sou = true };

		d[0] = '4';
		print_trace(cap(), &sf, d, &po);
		CHECK_STR(done(),
			  "\n"
			  "             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"
			  "         0: 34                                               4\n");
	}
}

/*
 * pcap() into a capture file: the file header (magic, 2.4, snaplen,
 * linktype: DLT_RAW written as LINKTYPE_RAW 101, others as given) only
 * when asked, then the record header (seconds, microseconds, captured,
 * original length) and the captured bytes.
 */
static void test_pcap(void)
{
	static const uint8_t pkt[4] = { 0x45, 0x00, 0x00, 0x21 };
	static const uint32_t hdr[6] = { 0xa1b2c3d4, 0x00040002, 0, 0, 2048, 101 };
	uint32_t rec[4];

	print_pcap(cap(), true, 12, 2048, 3000000123456ull, pkt, 4, 33);
	done();
	CHECK(cap_len == 24 + 16 + 4);
	CHECK(memcmp(cap_buf, hdr, sizeof(hdr)) == 0);
	memcpy(rec, cap_buf + 24, sizeof(rec));
	CHECK(rec[0] == 3000 && rec[1] == 123 && rec[2] == 4 && rec[3] == 33);
	CHECK(memcmp(cap_buf + 40, pkt, 4) == 0);
	print_pcap(cap(), false, 1, 60, 0, pkt, 2, 142);
	done();
	CHECK(cap_len == 16 + 2);
	print_pcap(cap(), true, 1, 60, 0, pkt, 0, 142);
	done();
	memcpy(rec, cap_buf + 20, 4);
	CHECK(rec[0] == 1 && cap_len == 24 + 16);
}

/*
 * print(p) of a pointer to a struct, from cc/cg_print.c's layout: the
 * address, then the struct under the data column, zero members left out,
 * a char array up to its NUL, anonymous members unnamed, bit-fields signed.
 */
static void test_print_deref(void)
{
	const char *layout = "*\tstruct s *\n"
			     "S\t0\t\tstruct s\t0\t32\n"
			     "I\t1\ta\tint\t0\t4\t1\t0\n"
			     "I\t1\tzero\tint\t4\t4\t1\t0\n"
			     "C\t1\tname\tchar [4]\t8\t4\n"
			     "I\t2\t#\tchar\t8\t1\t1\t1\n"
			     "I\t2\t#\tchar\t9\t1\t1\t1\n"
			     "I\t2\t#\tchar\t10\t1\t1\t1\n"
			     "I\t2\t#\tchar\t11\t1\t1\t1\n"
			     "Z\t1\n"
			     "S\t1\t\tunion\t12\t4\n"
			     "B\t2\tbf\tint\t12\t0\t3\t1\n"
			     "E\t1\n"
			     "N\t1\tcol\tenum c\t16\t4\t1=RED,2=GREEN\n"
			     "P\t1\tp\tvoid *\t24\t8\n"
			     "E\t0\n";
	uint8_t data[8 + 32] = { 0 };
	struct rec_field ptr = { .kind = FIELD_INT, .off = 0, .size = 8 };
	struct rec_field body = { .kind = FIELD_BYTES, .off = 8, .size = 32 };
	const char *ind = "                                            ";

	put(data, 0, 8, 0x1000);
	put(data, 8, 4, -7);
	memcpy(data + 8 + 8, "ab\0d", 4);
	data[8 + 12] = 6; /* bf: -2 in 3 bits */
	put(data, 8 + 16, 4, 2);
	put(data, 8 + 24, 8, 0xfeed);
	print_typed_deref(cap(), layout, &ptr, &body, data, 0);
	{
		char want[2048];

		snprintf(want, sizeof(want),
			 "0x1000 = *\n"
			 "%s(struct s) {\n"
			 "%s .a = (int)-7,\n"
			 "%s .name = (char [4]) [\n"
			 "%s  (char)'a',\n"
			 "%s  (char)'b',\n"
			 "%s ],\n"
			 "%s (union) {\n"
			 "%s  .bf = (int)-2,\n"
			 "%s },\n"
			 "%s .col = (enum c)GREEN,\n"
			 "%s .p = (void *)0xfeed,\n"
			 "%s}\n",
			 ind, ind, ind, ind, ind, ind, ind, ind, ind, ind, ind, ind);
		CHECK_STR(done(), want);
	}
	/* printsize 16: col (at 16) is cut; the union before it closes after the "..." */
	print_typed_deref(cap(), layout, &ptr, &body, data, 16);
	{
		char want[2048];

		snprintf(want, sizeof(want),
			 "0x1000 = *\n"
			 "%s(struct s) {\n"
			 "%s .a = (int)-7,\n"
			 "%s .name = (char [4]) [\n"
			 "%s  (char)'a',\n"
			 "%s  (char)'b',\n"
			 "%s ],\n"
			 "%s (union) {\n"
			 "%s  .bf = (int)-2,\n"
			 "%s ...\n"
			 "%s },\n"
			 "%s}\n",
			 ind, ind, ind, ind, ind, ind, ind, ind, ind, ind, ind);
		CHECK_STR(done(), want);
	}
	/* printsize 8: the char array at 8 is cut, at its level */
	print_typed_deref(cap(), layout, &ptr, &body, data, 8);
	{
		char want[1024];

		snprintf(want, sizeof(want), "0x1000 = *\n%s(struct s) {\n%s .a = (int)-7,\n%s ...\n%s}\n", ind, ind, ind, ind);
		CHECK_STR(done(), want);
	}
}

static void test_trace_sym(void)
{
	struct print_opts po = { .sym = &syms };
	uint8_t d[16];
	struct rec_field f = { .kind = FIELD_SYM, .size = 8 };

	put(d, 0, 8, 0x123456);
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "  vmlinux`func_1234                                 ");
	f.kind = FIELD_MOD;
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "  vmlinux                                           ");
	f.kind = FIELD_SYM;
	po.sym = NULL;
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "  0x123456                                          ");
	f = (struct rec_field){ .kind = FIELD_UADDR, .size = 16 };
	put(d, 0, 8, 77);
	put(d, 8, 8, 0x4010);
	po.sym = &syms;
	print_trace(cap(), &f, d, &po);
	CHECK_STR(done(), "  libc.so.6`f77_40+0x10                             ");
}

/* ---- printf() ---- */

/* printf() of fmt with one 8-byte signed or unsigned integer argument. */
static const char *pf_int(const char *fmt, int64_t v, uint32_t size, bool is_signed)
{
	uint8_t d[8] = { 0 };
	struct rec_field f = int_field(0, size, is_signed);
	struct print_opts po = { 0 };

	put(d, 0, size, v);
	CHECK_EQ(print_printf(cap(), fmt, &f, 1, d, &po), 0);
	return done();
}

static const char *pf_str(const char *fmt, const char *s)
{
	uint8_t d[64] = { 0 };
	struct rec_field f = str_field(0, 64);
	struct print_opts po = { 0 };

	strcpy((char *)d, s);
	CHECK_EQ(print_printf(cap(), fmt, &f, 1, d, &po), 0);
	return done();
}

static void test_printf_ints(void)
{
	CHECK_STR(pf_int("%d", -5, 4, true), "-5");
	CHECK_STR(pf_int("%d", -1, 4, false), "4294967295");
	CHECK_STR(pf_int("%i", -1, 8, true), "-1");
	CHECK_STR(pf_int("%u", -1, 4, true), "4294967295");
	CHECK_STR(pf_int("%u", -1, 1, true), "255");
	CHECK_STR(pf_int("%d", -1, 2, true), "-1");
	CHECK_STR(pf_int("%hd", 65535, 2, false), "-1");
	CHECK_STR(pf_int("%lld", -7, 8, true), "-7");
	CHECK_STR(pf_int("%x", -1, 8, true), "ffffffffffffffff");
	CHECK_STR(pf_int("%x", -1, 4, true), "ffffffff");
	CHECK_STR(pf_int("%X", 255, 8, true), "FF");
	CHECK_STR(pf_int("%#x", 42, 8, true), "0x2a");
	CHECK_STR(pf_int("%o", 8, 8, true), "10");
	CHECK_STR(pf_int("%#o", 8, 8, true), "010");
	CHECK_STR(pf_int("[%5d]", 42, 4, true), "[   42]");
	CHECK_STR(pf_int("[%-5d]", 42, 4, true), "[42   ]");
	CHECK_STR(pf_int("[%05d]", 42, 4, true), "[00042]");
	CHECK_STR(pf_int("[%05d]", -42, 4, true), "[-0042]");
	CHECK_STR(pf_int("[%+d]", 42, 4, true), "[+42]");
	CHECK_STR(pf_int("[% d]", 42, 4, true), "[ 42]");
	CHECK_STR(pf_int("[%.4d]", 7, 4, true), "[0007]");
	CHECK_STR(pf_int("%c", 'A', 1, true), "A");
	CHECK_STR(pf_int("[%3c]", 'z', 4, true), "[  z]");
	CHECK_STR(pf_int("%C", '\n', 1, true), "\\n");
	CHECK_STR(pf_int("%C", 'q', 4, true), "q");
	CHECK_STR(pf_int("%C", 0x7f, 1, true), "\\177");
	CHECK_STR(pf_int("%C", 0, 1, true), "\\0");
	CHECK_STR(pf_int("100%% %d", 1, 4, true), "100% 1");
	/* %p: DTrace prints pointers in plain hex (scripts write "0x%p"). */
	CHECK_STR(pf_int("%p", 0x1234, 8, false), "1234");
	CHECK_STR(pf_int("0x%p", 0xffff880012345678LL, 8, false), "0xffff880012345678");
	CHECK_STR(pf_int("[%?p]", 0xabc, 8, false), "[             abc]");
	CHECK_STR(pf_int("%e", 1, 8, true), "1.000000e+00");
	CHECK_STR(pf_int("%.2f", 3, 4, true), "3.00");
	CHECK_STR(pf_int("no conversions\n", 0, 8, true), "no conversions\n");
}

static void test_printf_strings(void)
{
	CHECK_STR(pf_str("%s", "hello"), "hello");
	CHECK_STR(pf_str("[%10s]", "abc"), "[       abc]");
	CHECK_STR(pf_str("[%-10s]", "abc"), "[abc       ]");
	CHECK_STR(pf_str("[%.2s]", "abcdef"), "[ab]");
	/* DTrace drops a zero precision. */
	CHECK_STR(pf_str("[%.0s]", "abc"), "[abc]");
	CHECK_STR(pf_str("[%s]", ""), "[]");
	CHECK_STR(pf_str("%S", "a\nb\t\"c\\\001"), "a\\nb\\t\\\"c\\\\\\001");
	CHECK_STR(pf_str("[%-6S]", "x\n"), "[x\\n   ]");
}

static void test_printf_many(void)
{
	uint8_t d[64] = { 0 };
	struct rec_field f[4];
	struct print_opts po = { 0 };

	/* printf("%*s -> %s`%s\n", self->depth, "", probemod, probefunc) */
	put(d, 0, 4, 4);
	f[0] = int_field(0, 4, true);
	f[1] = str_field(4, 8);
	strcpy((char *)d + 12, "libc");
	f[2] = str_field(12, 16);
	strcpy((char *)d + 28, "malloc");
	f[3] = str_field(28, 16);
	CHECK_EQ(print_printf(cap(), "%*s -> %s`%s\n", f, 4, d, &po), 0);
	CHECK_STR(done(), "     -> libc`malloc\n");

	/* A negative '*' width left-justifies. */
	put(d, 0, 4, -4);
	CHECK_EQ(print_printf(cap(), "[%*s]", f, 2, d, &po), 0);
	CHECK_STR(done(), "[    ]");
	memcpy(d + 4, "ab", 3);
	CHECK_EQ(print_printf(cap(), "[%*s]", f, 2, d, &po), 0);
	CHECK_STR(done(), "[ab  ]");

	/* '*' precision. */
	put(d, 0, 4, 1);
	CHECK_EQ(print_printf(cap(), "[%.*s]", f, 2, d, &po), 0);
	CHECK_STR(done(), "[a]");

	/* Too few arguments and bad formats are errors, not crashes. */
	CHECK_EQ(print_printf(cap(), "%d %d", f, 1, d, &po), -EINVAL);
	done();
	CHECK_EQ(print_printf(cap(), "%q", f, 1, d, &po), -EINVAL);
	done();
}

static void test_printf_addr_time(void)
{
	uint8_t d[32] = { 0 };
	struct rec_field f = int_field(0, 8, false);
	struct print_opts po = { .sym = &syms };

	put(d, 0, 8, 0x123456);
	CHECK_EQ(print_printf(cap(), "%a", &f, 1, d, &po), 0);
	CHECK_STR(done(), "vmlinux`func_1234+0x56");
	CHECK_EQ(print_printf(cap(), "[%-30a]", &f, 1, d, &po), 0);
	CHECK_STR(done(), "[vmlinux`func_1234+0x56        ]");
	put(d, 0, 8, 0x123400);
	CHECK_EQ(print_printf(cap(), "%a", &f, 1, d, &po), 0);
	CHECK_STR(done(), "vmlinux`func_1234");
	CHECK_EQ(print_printf(cap(), "%A", &f, 1, d, &po), 0);
	CHECK_STR(done(), "libc.so.6`f0_1234");
	po.sym = NULL;
	CHECK_EQ(print_printf(cap(), "%a", &f, 1, d, &po), 0);
	CHECK_STR(done(), "0x123400");

	/* %Y: walltimestamp as "year month day time". */
	setenv("TZ", "UTC", 1);
	put(d, 0, 8, 1700000000LL * 1000000000LL);
	f.is_signed = true;
	CHECK_EQ(print_printf(cap(), "%Y", &f, 1, d, &po), 0);
	CHECK_STR(done(), "2023 Nov 14 22:13:20");
	put(d, 0, 8, 0);
	CHECK_EQ(print_printf(cap(), "%Y", &f, 1, d, &po), 0);
	CHECK_STR(done(), "1970 Jan  1 00:00:00");
}

/* ---- stacks ---- */

static void test_stack(void)
{
	uint8_t d[64] = { 0 };
	struct rec_field f = { .kind = FIELD_STACK, .off = 0, .size = 32, .depth = 4 };
	struct print_opts po = { .sym = &syms };

	put(d, 0, 8, 0xffff1010);
	put(d, 8, 8, 0xffff2000);
	put(d, 16, 8, 0x10);
	print_stack(cap(), &f, d, &po);
	CHECK_STR(done(), "\n"
			  "              vmlinux`func_ffff10+0x10\n"
			  "              vmlinux`func_ffff20\n"
			  "              0x10\n");

	/* ustack(): the pid first, then the frames. */
	memset(d, 0, sizeof(d));
	f = (struct rec_field){ .kind = FIELD_USTACK, .off = 0, .size = 40, .depth = 4 };
	put(d, 0, 8, 42);
	put(d, 8, 8, 0x401122);
	put(d, 16, 8, 0x401000);
	print_stack(cap(), &f, d, &po);
	CHECK_STR(done(), "\n"
			  "              libc.so.6`f42_4011+0x22\n"
			  "              libc.so.6`f42_4010\n");

	/* %k: frames formatted with the conversion, indented by a left-justified width. */
	{
		struct rec_field k = f;

		CHECK_EQ(print_printf(cap(), "%-30k", &k, 1, d, &po), 0);
		CHECK_STR(done(), "\n"
				  "                              libc.so.6`f42_4011+0x22\n"
				  "                              libc.so.6`f42_4010\n");
		CHECK_EQ(print_printf(cap(), "%-4k", &k, 1, d, &po), 0);
		CHECK_STR(done(), "\n"
				  "    libc.so.6`f42_4011+0x22\n"
				  "    libc.so.6`f42_4010\n");
		CHECK_EQ(print_printf(cap(), "%k", &k, 1, d, &po), 0);
		CHECK_STR(done(), "\n"
				  "libc.so.6`f42_4011+0x22\n"
				  "libc.so.6`f42_4010\n");
	}
}

/* ---- aggregations ---- */

/* An aggregation description with up to four keys. */
static struct agg_desc mkagg(enum agg_func fn, struct rec_field *keys, uint32_t nkeys,
			     uint32_t key_size)
{
	struct agg_desc ad = { .func = fn, .keys = keys, .nkeys = nkeys, .key_size = key_size };

	ad.val_size = agg_val_size(fn, ad.param);
	return ad;
}

/* Values and keys live in these pools for the duration of a test. */
static uint8_t vpool[64][1024];
static uint8_t kpool[64][64];

static void set_w(uint8_t *v, int i, int64_t x)
{
	memcpy(v + 8 * i, &x, 8);
}

static struct agg_entry str_entry(int i, const char *key, int64_t v0)
{
	memset(kpool[i], 0, sizeof(kpool[i]));
	memset(vpool[i], 0, sizeof(vpool[i]));
	strcpy((char *)kpool[i], key);
	set_w(vpool[i], 0, v0);
	return (struct agg_entry){ .key = kpool[i], .val = vpool[i] };
}

static void test_agg_count_strings(void)
{
	struct rec_field k = str_field(0, 32);
	struct agg_desc ad = mkagg(AGG_COUNT, &k, 1, 32);
	struct agg_entry e[3] = { str_entry(0, "sshd", 10), str_entry(1, "bash", 3),
				  str_entry(2, "abc", 3) };
	struct print_opts po = { 0 };

	CHECK_EQ(print_agg(cap(), &ad, e, 3, &po), 0);
	CHECK_STR(done(),
		  "  abc                                                               3\n"
		  "  bash                                                              3\n"
		  "  sshd                                                             10\n");
	/* printa(@a) starts with a newline. */
	CHECK_EQ(print_printa(cap(), &ad, e, 1, &po), 0);
	CHECK_STR(done(), "\n  abc                                                               3\n");
	/* An empty aggregation prints nothing; printa() of it just the newline. */
	CHECK_EQ(print_agg(cap(), &ad, e, 0, &po), 0);
	CHECK_STR(done(), "");
	CHECK_EQ(print_printa(cap(), &ad, e, 0, &po), 0);
	CHECK_STR(done(), "\n");
}

static void test_agghist(void)
{
	struct rec_field k = str_field(0, 32);
	struct agg_desc ad = mkagg(AGG_COUNT, &k, 1, 32);
	struct agg_entry e[2] = { str_entry(0, "sshd", 10), str_entry(1, "bash", 3) };
	struct print_opts po = { .agghist = true };

	CHECK_EQ(print_agg(cap(), &ad, e, 2, &po), 0);
	CHECK_STR(done(),
		  "\n"
		  "              key  ------------- Distribution ------------- count    \n"
		  "             bash |@@@@@@@@@                                3        \n"
		  "             sshd |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@          10       \n");
	/* Other functions print as usual. */
	ad = mkagg(AGG_MAX, &k, 1, 32);
	e[0] = str_entry(0, "sshd", 10);
	set_w(vpool[0], AGGV_SET, 1);
	CHECK_EQ(print_agg(cap(), &ad, e, 1, &po), 0);
	CHECK_STR(done(), "  sshd                                                             10\n");
}

static void test_agg_int_keys(void)
{
	struct rec_field k = int_field(0, 4, true);
	struct agg_desc ad = mkagg(AGG_SUM, &k, 1, 4);
	struct agg_entry e[3];
	struct print_opts po = { 0 };

	for (int i = 0; i < 3; i++) {
		e[i] = str_entry(i, "", 0);
		put(kpool[i], 0, 4, i == 2 ? -2 : 1234 * (i + 1));
		set_w(vpool[i], 0, i == 0 ? 7 : -9);
	}
	CHECK_EQ(print_agg(cap(), &ad, e, 3, &po), 0);
	/* Ties on value go by key, compared unsigned: 2468 before -2. */
	CHECK_STR(done(), "     2468               -9\n"
			  "       -2               -9\n"
			  "     1234                7\n");

	/* keys print as trace() does: width by size, sign by type */
	{
		struct rec_field k8[3] = { int_field(0, 1, false), int_field(2, 2, false),
					   int_field(8, 8, true) };
		struct agg_desc a8 = mkagg(AGG_COUNT, k8, 3, 16);
		struct agg_entry one = str_entry(5, "", 1);

		put(kpool[5], 0, 1, -1);
		put(kpool[5], 2, 2, -2);
		put(kpool[5], 8, 8, -3);
		CHECK_EQ(print_agg(cap(), &a8, &one, 1, &po), 0);
		CHECK_STR(done(), " 255 65534               -3                1\n");
	}
}

static void test_agg_tuple_keys(void)
{
	struct rec_field k[2] = { str_field(0, 16), int_field(16, 4, true) };
	struct agg_desc ad = mkagg(AGG_COUNT, k, 2, 20);
	struct agg_entry e[2] = { str_entry(0, "x", 5), str_entry(1, "y", 5) };
	struct print_opts po = { 0 };

	put(kpool[0], 16, 4, -2);
	put(kpool[1], 16, 4, 3);
	CHECK_EQ(print_agg(cap(), &ad, e, 2, &po), 0);
	CHECK_STR(done(),
		  "  x                                                        -2                5\n"
		  "  y                                                         3                5\n");
	/* aggsortkeypos=1: sort on the int key first (3 < 0xfffffffe). */
	po.aggsortkey = true;
	po.aggsortkeypos = 1;
	CHECK_EQ(print_agg(cap(), &ad, e, 2, &po), 0);
	CHECK_STR(done(),
		  "  y                                                         3                5\n"
		  "  x                                                        -2                5\n");
}

/*
 * Struct keys (FIELD_BYTES): one of 8 bytes prints and sorts as the
 * integer it holds, as DTrace prints a record of that size (0x100000000
 * after 0xffffffff, which bytewise would come first); one of 12 bytes
 * dumps its bytes and sorts bytewise; printable bytes print as a string.
 */
static void test_agg_bytes_keys(void)
{
	struct rec_field k = { .kind = FIELD_BYTES, .off = 0, .size = 8, .is_sou = true };
	struct agg_desc ad = mkagg(AGG_COUNT, &k, 1, 8);
	struct agg_entry e[2] = { str_entry(0, "", 1), str_entry(1, "", 1) };
	struct print_opts po = { .aggsortkey = true };

	put(kpool[0], 0, 4, 0);
	put(kpool[0], 4, 4, 1);
	put(kpool[1], 0, 4, -1);
	CHECK_EQ(print_agg(cap(), &ad, e, 2, &po), 0);
	CHECK_STR(done(), "       4294967295                1\n"
			  "       4294967296                1\n");
	k.size = 12;
	ad = mkagg(AGG_COUNT, &k, 1, 16);
	put(kpool[0], 8, 4, 3);
	CHECK_EQ(print_agg(cap(), &ad, e, 2, &po), 0);
	CHECK_STR(done(), "\n"
			  "             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"
			  "         0: 00 00 00 00 01 00 00 00 03 00 00 00              ............\n"
			  "                1\n"
			  "\n"
			  "             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"
			  "         0: ff ff ff ff 00 00 00 00 00 00 00 00              ............\n"
			  "                1\n");
	e[0] = str_entry(0, "ab", 2);
	CHECK_EQ(print_agg(cap(), &ad, e, 1, &po), 0);
	CHECK_STR(done(), "  ab                                                                2\n");
}

static void quant_add(uint8_t *v, int64_t x, int64_t n)
{
	int b = agg_quantize_bucket(x);
	int64_t c;

	memcpy(&c, v + 8 * b, 8);
	c += n;
	memcpy(v + 8 * b, &c, 8);
}

/*
 * One key that holds stack() in one clause and ustack() in another: each
 * entry prints its own kind (the first word: a pid and the depth, or
 * STACK_KEY_KERNEL and the depth), and the kernel's sorts first among
 * equal values, as its record (2 frames: 16 bytes) is smaller than the
 * user's (3 frames and the pid: 32).
 */
static void test_agg_mixed_stack_keys(void)
{
	struct rec_field k = { .kind = FIELD_USTACK, .off = 0, .size = 40, .depth = 3 };
	struct agg_desc ad = mkagg(AGG_COUNT, &k, 1, 40);
	struct agg_entry e[2] = { str_entry(0, "", 5), str_entry(1, "", 5) };
	struct print_opts po = { .sym = &syms };

	put(kpool[0], 0, 8, (int64_t)(42 | STACK_KEY_WORD(3, false)));
	put(kpool[0], 8, 8, 0x401122);
	put(kpool[1], 0, 8, (int64_t)STACK_KEY_WORD(2, true));
	put(kpool[1], 8, 8, 0xffff1010);
	put(kpool[1], 16, 8, 0xffff2000);
	CHECK_EQ(print_agg(cap(), &ad, e, 2, &po), 0);
	CHECK_STR(done(), "\n"
			  "              vmlinux`func_ffff10+0x10\n"
			  "              vmlinux`func_ffff20\n"
			  "                5\n"
			  "\n"
			  "              libc.so.6`f42_4011+0x22\n"
			  "                5\n");
}

static void test_agg_stack_keys(void)
{
	struct rec_field k[2] = {
		{ .kind = FIELD_STACK, .off = 0, .size = 24, .depth = 3 },
		{ .kind = FIELD_USTACK, .off = 24, .size = 32, .depth = 3 },
	};
	struct agg_desc ad = mkagg(AGG_COUNT, k, 1, 24);
	struct agg_entry e[2] = { str_entry(0, "", 12), str_entry(1, "", 3) };
	struct print_opts po = { .sym = &syms };

	/* @[stack()] = count(): the frames, then the count on its own line. */
	put(kpool[0], 0, 8, 0xffff1010);
	put(kpool[0], 8, 8, 0xffff2000);
	put(kpool[1], 0, 8, 0xffff3000);
	CHECK_EQ(print_agg(cap(), &ad, e, 2, &po), 0);
	CHECK_STR(done(), "\n"
			  "              vmlinux`func_ffff30\n"
			  "                3\n"
			  "\n"
			  "              vmlinux`func_ffff10+0x10\n"
			  "              vmlinux`func_ffff20\n"
			  "               12\n");

	/* @[stack(), ustack()] = quantize(...): both stacks, then the histogram. */
	ad = mkagg(AGG_QUANTIZE, k, 2, 56);
	e[0] = str_entry(0, "", 0);
	put(kpool[0], 0, 8, 0xffff1000);
	put(kpool[0], 24, 8, 99);
	put(kpool[0], 32, 8, 0x401000);
	quant_add(vpool[0], 1000, 2);
	CHECK_EQ(print_agg(cap(), &ad, e, 1, &po), 0);
	CHECK_STR(done(), "\n"
			  "              vmlinux`func_ffff10\n"
			  "\n"
			  "              libc.so.6`f99_4010\n"
			  "\n"
			  "           value  ------------- Distribution ------------- count    \n"
			  "             256 |                                         0        \n"
			  "             512 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 2        \n"
			  "            1024 |                                         0        \n"
			  "\n");

	/* printa("%k%@d\n", @): %k prints the frames unindented. */
	{
		const struct agg_desc *ads[1] = { &ad };
		struct agg_entry *rows[1] = { e };

		ad = mkagg(AGG_COUNT, k, 1, 24);
		e[0] = str_entry(0, "", 5);
		put(kpool[0], 0, 8, 0xffff1000);
		CHECK_EQ(print_agga(cap(), "%k%@d\n", ads, 1, rows, 1, &po), 0);
		CHECK_STR(done(), "\nvmlinux`func_ffff10\n5\n");
	}
}

static void test_agg_keyless(void)
{
	struct print_opts po = { 0 };
	struct agg_desc ad = mkagg(AGG_COUNT, NULL, 0, 4);
	struct agg_entry e = str_entry(0, "", 5);

	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "                5\n");

	ad = mkagg(AGG_SUM, NULL, 0, 4);
	set_w(vpool[0], 0, -12345);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "           -12345\n");

	/* avg: sum / count, truncated toward zero. */
	ad = mkagg(AGG_AVG, NULL, 0, 4);
	set_w(vpool[0], AGGV_COUNT, 3);
	set_w(vpool[0], AGGV_SUM, 10);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "                3\n");
	set_w(vpool[0], AGGV_SUM, -10);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "               -3\n");

	ad = mkagg(AGG_MIN, NULL, 0, 4);
	set_w(vpool[0], AGGV_MINMAX, -100);
	set_w(vpool[0], AGGV_SET, 1);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "             -100\n");
	ad = mkagg(AGG_MAX, NULL, 0, 4);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "             -100\n");
	/* A cleared min() prints 0, as DTrace's cleared (zeroed) data does. */
	set_w(vpool[0], AGGV_SET, 0);
	ad = mkagg(AGG_MIN, NULL, 0, 4);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "                0\n");
}

/* Fills a stddev value from a list of samples. */
static void stddev_of(uint8_t *v, const int64_t *xs, int n)
{
	unsigned __int128 sq = 0;
	int64_t sum = 0;

	for (int i = 0; i < n; i++) {
		sum += xs[i];
		sq += (unsigned __int128)((__int128)xs[i] * xs[i]);
	}
	set_w(v, AGGV_COUNT, n);
	set_w(v, AGGV_SUM, sum);
	set_w(v, AGGV_SUMSQ_LO, (int64_t)(uint64_t)sq);
	set_w(v, AGGV_SUMSQ_HI, (int64_t)(uint64_t)(sq >> 64));
}

static void test_agg_stddev(void)
{
	static const int64_t a[] = { 2, 4, 4, 4, 5, 5, 7, 9 };
	static const int64_t big[] = { 1LL << 40, 3LL << 40 };
	static const int64_t neg[] = { -10, -20, -30 };
	struct print_opts po = { 0 };
	struct agg_desc ad = mkagg(AGG_STDDEV, NULL, 0, 4);
	struct agg_entry e = str_entry(0, "", 0);

	stddev_of(vpool[0], a, 8);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "                2\n");
	/* The sum of squares needs all 128 bits. */
	stddev_of(vpool[0], big, 2);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "    1099511627776\n");
	/* sqrt(1400/3 - 20^2) = sqrt(466 - 400) = 8.1 -> 8 */
	stddev_of(vpool[0], neg, 3);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "                8\n");
	set_w(vpool[0], AGGV_COUNT, 0);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "                0\n");
}

/* ---- histograms ---- */

/* Prints a keyless quantize() of the samples. */
static const char *quantize_of(const int64_t (*xs)[2], int n)
{
	struct print_opts po = { 0 };
	struct agg_desc ad = mkagg(AGG_QUANTIZE, NULL, 0, 4);
	struct agg_entry e = str_entry(0, "", 0);

	for (int i = 0; i < n; i++)
		quant_add(vpool[0], xs[i][0], xs[i][1]);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	return done();
}

static void test_quantize(void)
{
	static const int64_t pos[][2] = { { 1, 1 }, { 2, 1 }, { 3, 1 }, { 1000, 1 } };
	static const int64_t neg[][2] = { { -1, 1 }, { 1, 3 } };
	static const int64_t negonly[][2] = { { -5, 2 } };
	static const int64_t zero[][2] = { { 0, 3 } };
	static const int64_t weight[][2] = { { 4, -2 } };
	static const int64_t mix[][2] = { { 4, -2 }, { 8, 6 } };
	static const int64_t top[][2] = { { 0x4000000000000000, 1234 } };

	CHECK_STR(quantize_of(pos, 4), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "               0 |                                         0        \n"
		  "               1 |@@@@@@@@@@                               1        \n"
		  "               2 |@@@@@@@@@@@@@@@@@@@@                     2        \n"
		  "               4 |                                         0        \n"
		  "               8 |                                         0        \n"
		  "              16 |                                         0        \n"
		  "              32 |                                         0        \n"
		  "              64 |                                         0        \n"
		  "             128 |                                         0        \n"
		  "             256 |                                         0        \n"
		  "             512 |@@@@@@@@@@                               1        \n"
		  "            1024 |                                         0        \n" "\n");
	/* data only in the last bucket is data: that bucket and the one below print */
	CHECK_STR(quantize_of(top, 1), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "2305843009213693952 |                                         0        \n"
		  "4611686018427387904 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1234     \n" "\n");
	CHECK_STR(quantize_of(neg, 2), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "              -2 |                                         0        \n"
		  "              -1 |@@@@@@@@@@                               1        \n"
		  "               0 |                                         0        \n"
		  "               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n"
		  "               2 |                                         0        \n" "\n");
	CHECK_STR(quantize_of(negonly, 1), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "              -8 |                                         0        \n"
		  "              -4 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 2        \n"
		  "              -2 |                                         0        \n" "\n");
	CHECK_STR(quantize_of(zero, 1), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "              -1 |                                         0        \n"
		  "               0 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 3        \n"
		  "               1 |                                         0        \n" "\n");
	CHECK_STR(quantize_of(NULL, 0), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "              -1 |                                         0        \n"
		  "               0 |                                         0        \n"
		  "               1 |                                         0        \n" "\n");
	CHECK_STR(quantize_of(weight, 1), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "               2                                         | 0        \n"
		  "               4 @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@| -2       \n"
		  "               8                                         | 0        \n" "\n");
	CHECK_STR(quantize_of(mix, 2), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "               2                     |                     0        \n"
		  "               4                @@@@@|                     -2       \n"
		  "               8                     |@@@@@@@@@@@@@@@      6        \n"
		  "              16                     |                     0        \n" "\n");

	/* aggzoom: the tallest bar is 38 columns (95% of 40). */
	{
		struct print_opts po = { .aggzoom = true };
		struct agg_desc ad = mkagg(AGG_QUANTIZE, NULL, 0, 4);
		struct agg_entry e = str_entry(0, "", 0);

		quant_add(vpool[0], 1, 10);
		quant_add(vpool[0], 2, 5);
		CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
		CHECK_STR(done(), "\n"
				  "           value  ------------- Distribution ------------- count    \n"
				  "               0 |                                         0        \n"
				  "               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@   10       \n"
				  "               2 |@@@@@@@@@@@@@@@@@@@                      5        \n"
				  "               4 |                                         0        \n"
				  "\n");
	}
}

static void test_quantize_keyed(void)
{
	struct rec_field k = str_field(0, 16);
	struct print_opts po = { 0 };
	struct agg_desc ad = mkagg(AGG_QUANTIZE, &k, 1, 16);
	struct agg_entry e[2] = { str_entry(0, "mapped", 0), str_entry(1, "no map", 0) };

	quant_add(vpool[0], 1024, 1);
	quant_add(vpool[1], 16, 1);
	CHECK_EQ(print_agg(cap(), &ad, e, 2, &po), 0);
	/* Sorted by the sum of values: "no map" (16) before "mapped" (1024). */
	CHECK_STR(done(),
		  "  no map                                            \n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "               8 |                                         0        \n"
		  "              16 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        \n"
		  "              32 |                                         0        \n"
		  "\n"
		  "  mapped                                            \n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "             512 |                                         0        \n"
		  "            1024 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        \n"
		  "            2048 |                                         0        \n"
		  "\n");
}

static void test_aggpack(void)
{
	struct rec_field k = str_field(0, 16);
	struct agg_desc ad = mkagg(AGG_QUANTIZE, &k, 1, 16);
	struct agg_entry e[2] = { str_entry(0, "b", 0), str_entry(1, "a", 0) };
	struct print_opts po = { .aggpack = true, .aggpack_ascii = true };

	quant_add(vpool[0], 2, 3);
	quant_add(vpool[1], 1, 2);
	quant_add(vpool[1], 4, 1);
	CHECK_EQ(print_agg(cap(), &ad, e, 2, &po), 0);
	CHECK_STR(done(), "\n"
			  "              key  min .-----. max  | count\n"
			  "                a    0 : x x : 8    | 3\n"
			  "                b    0 :  X  : 8    | 3\n");
	/* UTF-8 blocks unless ASCII is asked for. */
	po.aggpack_ascii = false;
	CHECK_EQ(print_agg(cap(), &ad, e, 1, &po), 0);
	CHECK_STR(done(), "\n"
			  "              key  min .-----. max  | count\n"
			  "                a    0 : \xe2\x96\x86 \xe2\x96\x83 : 8    | 3\n");

	/* lquantize() packs its whole range. */
	ad = (struct agg_desc){ .func = AGG_LQUANTIZE, .keys = &k, .nkeys = 1, .key_size = 16,
				.param = { 0, 4, 1 } };
	ad.val_size = agg_val_size(ad.func, ad.param);
	e[0] = str_entry(0, "k", 0);
	set_w(vpool[0], (int)agg_lquantize_bucket(2, 0, 4, 1), 1);
	po.aggpack_ascii = true;
	CHECK_EQ(print_agg(cap(), &ad, e, 1, &po), 0);
	CHECK_STR(done(), "\n"
			  "              key     min .------. max      | count\n"
			  "                k     < 0 :   X  : >= 4     | 1\n");
}

/* Prints a keyless lquantize()/llquantize() with the given parameters of the samples. */
static const char *hist_of(enum agg_func fn, int64_t p0, int64_t p1, int64_t p2, int64_t p3,
			   const int64_t (*xs)[2], int n)
{
	struct print_opts po = { 0 };
	struct agg_desc ad = { .func = fn, .param = { p0, p1, p2, p3 } };
	struct agg_entry e = str_entry(0, "", 0);

	ad.val_size = agg_val_size(fn, ad.param);
	CHECK(ad.val_size <= sizeof(vpool[0]));
	for (int i = 0; i < n; i++) {
		int64_t b = fn == AGG_LQUANTIZE ? agg_lquantize_bucket(xs[i][0], p0, p1, p2)
						: agg_llquantize_bucket(xs[i][0], p0, p1, p2, p3);
		int64_t c;

		memcpy(&c, vpool[0] + 8 * b, 8);
		c += xs[i][1];
		memcpy(vpool[0] + 8 * b, &c, 8);
	}
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	return done();
}

static void test_lquantize(void)
{
	static const int64_t a[][2] = { { 5, 1 }, { 55, 3 } };
	static const int64_t over[][2] = { { 150, 2 } };
	static const int64_t under[][2] = { { -3, 1 }, { 0, 1 } };

	CHECK_EQ(agg_lquantize_nbuckets(0, 100, 10), 12);
	CHECK_EQ(agg_lquantize_bucket(-1, 0, 100, 10), 0);
	CHECK_EQ(agg_lquantize_bucket(0, 0, 100, 10), 1);
	CHECK_EQ(agg_lquantize_bucket(99, 0, 100, 10), 10);
	CHECK_EQ(agg_lquantize_bucket(100, 0, 100, 10), 11);
	CHECK_EQ(agg_lquantize_bound(11, 0, 100, 10), 100);
	CHECK_STR(hist_of(AGG_LQUANTIZE, 0, 100, 10, 0, a, 2), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "             < 0 |                                         0        \n"
		  "               0 |@@@@@@@@@@                               1        \n"
		  "              10 |                                         0        \n"
		  "              20 |                                         0        \n"
		  "              30 |                                         0        \n"
		  "              40 |                                         0        \n"
		  "              50 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n"
		  "              60 |                                         0        \n" "\n");
	CHECK_STR(hist_of(AGG_LQUANTIZE, 0, 100, 10, 0, over, 1), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "              90 |                                         0        \n"
		  "          >= 100 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 2        \n" "\n");
	CHECK_STR(hist_of(AGG_LQUANTIZE, 0, 100, 10, 0, under, 2), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "             < 0 |@@@@@@@@@@@@@@@@@@@@                     1        \n"
		  "               0 |@@@@@@@@@@@@@@@@@@@@                     1        \n"
		  "              10 |                                         0        \n" "\n");
	CHECK_STR(hist_of(AGG_LQUANTIZE, 0, 100, 10, 0, NULL, 0), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "             < 0 |                                         0        \n"
		  "               0 |                                         0        \n"
		  "              10 |                                         0        \n" "\n");
}

static void test_llquantize(void)
{
	static const int64_t a[][2] = { { 5, 1 }, { 50, 2 } };
	static const int64_t over[][2] = { { 5000, 1 } };
	static const int64_t under[][2] = { { 0, 4 } };
	static const int64_t neg[][2] = { { -5, 1 }, { -950, 2 } };
	static const int64_t negover[][2] = { { -5000, 1 } };
	static const int64_t steps[][2] = { { 12, 1 }, { 300, 1 } };

	/* a side of 29 (the middle, 27 steps, the overflow), mirrored: 57 */
	CHECK_EQ(agg_llquantize_half(10, 0, 2, 10), 29);
	CHECK_EQ(agg_llquantize_nbuckets(10, 0, 2, 10), 57);
	CHECK_EQ(agg_llquantize_nbuckets(10, 1, 2, 20), 75);
	CHECK_EQ(agg_llquantize_bucket(0, 10, 0, 2, 10), 28);
	CHECK_EQ(agg_llquantize_bucket(9, 10, 0, 2, 10), 37);
	CHECK_EQ(agg_llquantize_bucket(10, 10, 0, 2, 10), 38);
	CHECK_EQ(agg_llquantize_bucket(999, 10, 0, 2, 10), 55);
	CHECK_EQ(agg_llquantize_bucket(1000, 10, 0, 2, 10), 56);
	CHECK_EQ(agg_llquantize_bucket(-9, 10, 0, 2, 10), 19);
	CHECK_EQ(agg_llquantize_bucket(-1000, 10, 0, 2, 10), 0);
	CHECK_EQ(agg_llquantize_bucket(INT64_MIN, 10, 0, 2, 10), 0);
	CHECK_EQ(agg_llquantize_bucket(9, 10, 1, 2, 20), 37);    /* abs() < 10: the middle */
	CHECK_EQ(agg_llquantize_bucket(-9, 10, 1, 2, 20), 37);
	CHECK_EQ(agg_llquantize_bound(55, 10, 0, 2, 10), 900);
	CHECK_EQ(agg_llquantize_bound(56, 10, 0, 2, 10), 1000);
	CHECK_EQ(agg_llquantize_bound(28, 10, 0, 2, 10), 0);
	CHECK_EQ(agg_llquantize_bound(19, 10, 0, 2, 10), -9);
	CHECK_EQ(agg_llquantize_bound(0, 10, 0, 2, 10), -1000);
	CHECK_STR(hist_of(AGG_LLQUANTIZE, 10, 0, 2, 10, a, 2), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "               4 |                                         0        \n"
		  "               5 |@@@@@@@@@@@@@                            1        \n"
		  "               6 |                                         0        \n"
		  "               7 |                                         0        \n"
		  "               8 |                                         0        \n"
		  "               9 |                                         0        \n"
		  "              10 |                                         0        \n"
		  "              20 |                                         0        \n"
		  "              30 |                                         0        \n"
		  "              40 |                                         0        \n"
		  "              50 |@@@@@@@@@@@@@@@@@@@@@@@@@@@              2        \n"
		  "              60 |                                         0        \n" "\n");
	CHECK_STR(hist_of(AGG_LLQUANTIZE, 10, 0, 2, 10, over, 1), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "             900 |                                         0        \n"
		  "         >= 1000 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        \n" "\n");
	CHECK_STR(hist_of(AGG_LLQUANTIZE, 10, 0, 2, 10, under, 1), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "              -1 |                                         0        \n"
		  "               0 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 4        \n"
		  "               1 |                                         0        \n" "\n");
	CHECK_STR(hist_of(AGG_LLQUANTIZE, 10, 0, 2, 10, neg, 2), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "        <= -1000 |                                         0        \n"
		  "            -900 |@@@@@@@@@@@@@@@@@@@@@@@@@@@              2        \n"
		  "            -800 |                                         0        \n"
		  "            -700 |                                         0        \n"
		  "            -600 |                                         0        \n"
		  "            -500 |                                         0        \n"
		  "            -400 |                                         0        \n"
		  "            -300 |                                         0        \n"
		  "            -200 |                                         0        \n"
		  "            -100 |                                         0        \n"
		  "             -90 |                                         0        \n"
		  "             -80 |                                         0        \n"
		  "             -70 |                                         0        \n"
		  "             -60 |                                         0        \n"
		  "             -50 |                                         0        \n"
		  "             -40 |                                         0        \n"
		  "             -30 |                                         0        \n"
		  "             -20 |                                         0        \n"
		  "             -10 |                                         0        \n"
		  "              -9 |                                         0        \n"
		  "              -8 |                                         0        \n"
		  "              -7 |                                         0        \n"
		  "              -6 |                                         0        \n"
		  "              -5 |@@@@@@@@@@@@@                            1        \n"
		  "              -4 |                                         0        \n" "\n");
	CHECK_STR(hist_of(AGG_LLQUANTIZE, 10, 0, 2, 10, negover, 1), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "        <= -1000 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        \n"
		  "            -900 |                                         0        \n" "\n");
	CHECK_STR(hist_of(AGG_LLQUANTIZE, 10, 1, 2, 20, steps, 2), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "      abs() < 10 |                                         0        \n"
		  "              10 |@@@@@@@@@@@@@@@@@@@@                     1        \n"
		  "              15 |                                         0        \n"
		  "              20 |                                         0        \n"
		  "              25 |                                         0        \n"
		  "              30 |                                         0        \n"
		  "              35 |                                         0        \n"
		  "              40 |                                         0        \n"
		  "              45 |                                         0        \n"
		  "              50 |                                         0        \n"
		  "              55 |                                         0        \n"
		  "              60 |                                         0        \n"
		  "              65 |                                         0        \n"
		  "              70 |                                         0        \n"
		  "              75 |                                         0        \n"
		  "              80 |                                         0        \n"
		  "              85 |                                         0        \n"
		  "              90 |                                         0        \n"
		  "              95 |                                         0        \n"
		  "             100 |                                         0        \n"
		  "             150 |                                         0        \n"
		  "             200 |                                         0        \n"
		  "             250 |                                         0        \n"
		  "             300 |@@@@@@@@@@@@@@@@@@@@                     1        \n"
		  "             350 |                                         0        \n" "\n");
	/*
	 * Fewer steps than factor (4, 2): an order's first step runs from
	 * factor^k to factor^(k+1)/steps, the next ones are that wide.
	 */
	CHECK_EQ(agg_llquantize_half(4, 0, 1, 2), 6);
	CHECK_EQ(agg_llquantize_bucket(1, 4, 0, 1, 2), 6);
	CHECK_EQ(agg_llquantize_bucket(2, 4, 0, 1, 2), 7);
	CHECK_EQ(agg_llquantize_bucket(3, 4, 0, 1, 2), 7);
	CHECK_EQ(agg_llquantize_bucket(4, 4, 0, 1, 2), 8);
	CHECK_EQ(agg_llquantize_bucket(7, 4, 0, 1, 2), 8);
	CHECK_EQ(agg_llquantize_bucket(8, 4, 0, 1, 2), 9);
	CHECK_EQ(agg_llquantize_bucket(15, 4, 0, 1, 2), 9);
	CHECK_EQ(agg_llquantize_bucket(16, 4, 0, 1, 2), 10);
	CHECK_EQ(agg_llquantize_bucket(-3, 4, 0, 1, 2), 3);
	CHECK_EQ(agg_llquantize_bound(6, 4, 0, 1, 2), 1);
	CHECK_EQ(agg_llquantize_bound(7, 4, 0, 1, 2), 2);
	CHECK_EQ(agg_llquantize_bound(8, 4, 0, 1, 2), 4);
	CHECK_EQ(agg_llquantize_bound(9, 4, 0, 1, 2), 8);
	CHECK_EQ(agg_llquantize_bound(10, 4, 0, 1, 2), 16);
	CHECK_EQ(agg_llquantize_bound(3, 4, 0, 1, 2), -2);
	/* no data: the middle and the two steps above it */
	CHECK_STR(hist_of(AGG_LLQUANTIZE, 2, 0, 1, 2, NULL, 0), "\n"
		  "           value  ------------- Distribution ------------- count    \n"
		  "               0 |                                         0        \n"
		  "               1 |                                         0        \n"
		  "               2 |                                         0        \n" "\n");
}

/* ---- sorting ---- */

static void test_sorting(void)
{
	struct rec_field k = str_field(0, 16);
	struct agg_desc ad = mkagg(AGG_COUNT, &k, 1, 16);
	struct agg_entry e[3] = { str_entry(0, "b", 1), str_entry(1, "c", 5), str_entry(2, "a", 3) };
	struct print_opts po = { .aggsortkey = true };
	const char *by_key = "  a                                                                 3\n"
			     "  b                                                                 1\n"
			     "  c                                                                 5\n";

	CHECK_EQ(print_agg(cap(), &ad, e, 3, &po), 0);
	CHECK_STR(done(), by_key);
	po.aggsortrev = true;
	CHECK_EQ(print_agg(cap(), &ad, e, 3, &po), 0);
	CHECK_STR(done(), "  c                                                                 5\n"
			  "  b                                                                 1\n"
			  "  a                                                                 3\n");
	po.aggsortkey = false;
	CHECK_EQ(print_agg(cap(), &ad, e, 3, &po), 0);
	CHECK_STR(done(), "  c                                                                 5\n"
			  "  a                                                                 3\n"
			  "  b                                                                 1\n");
	/* sum() sorts signed. */
	ad = mkagg(AGG_SUM, &k, 1, 16);
	set_w(vpool[0], 0, -5);
	po = (struct print_opts){ 0 };
	CHECK_EQ(print_agg(cap(), &ad, e, 3, &po), 0);
	CHECK_STR(done(), "  b                                                                -5\n"
			  "  a                                                                 3\n"
			  "  c                                                                 5\n");
}

/* ---- printa() with a format ---- */

static void test_printa_format(void)
{
	struct rec_field k = str_field(0, 16);
	struct agg_desc a = mkagg(AGG_COUNT, &k, 1, 16), b = mkagg(AGG_SUM, &k, 1, 16);
	const struct agg_desc *ads[2] = { &a, &b };
	struct agg_entry r0[2], r1[2], *rows[2] = { r0, r1 };
	struct print_opts po = { 0 };

	r0[0] = str_entry(0, "read", 10);
	r0[1] = str_entry(1, "read", 4096);
	r1[0] = str_entry(2, "write", 3);
	r1[1] = (struct agg_entry){ 0 }; /* no sum() for "write": prints 0 */

	CHECK_EQ(print_agga(cap(), "%-10s %@8d %@8d\n", ads, 2, rows, 2, &po), 0);
	CHECK_STR(done(), "write             3        0\n"
			  "read             10     4096\n");
	/* aggsortpos=1: sort by the sum. */
	po.aggsortpos = 1;
	CHECK_EQ(print_agga(cap(), "%s=%@d,%@d\n", ads, 2, rows, 2, &po), 0);
	CHECK_STR(done(), "write=3,0\nread=10,4096\n");
	po = (struct print_opts){ .aggsortrev = true };
	CHECK_EQ(print_agga(cap(), "%s %@u|", ads, 1, rows, 2, &po), 0);
	CHECK_STR(done(), "read 10|write 3|");
	/* Plain conversions take only keys; a format without %@ prints just the keys. */
	po = (struct print_opts){ 0 };
	CHECK_EQ(print_agga(cap(), "%s\n", ads, 1, rows, 2, &po), 0);
	CHECK_STR(done(), "write\nread\n");
	/* printa(@a, @b) without a format: all values on one line per key. */
	CHECK_EQ(print_agga(cap(), NULL, ads, 2, rows, 2, &po), 0);
	CHECK_STR(done(), "\n"
			  "  write                                                             3                0\n"
			  "  read                                                             10             4096\n");
	/* %@ past the last aggregation repeats the last one. */
	CHECK_EQ(print_agga(cap(), "%s %@d %@x\n", ads, 1, rows, 2, &po), 0);
	CHECK_STR(done(), "write 3 3\nread 10 a\n");
}

static void test_printa_key_offsets(void)
{
	struct rec_field ka = str_field(0, 16), kb = str_field(4, 16);
	struct agg_desc a = mkagg(AGG_COUNT, &ka, 1, 16), b = mkagg(AGG_COUNT, &kb, 1, 20);
	const struct agg_desc *ads[2] = { &a, &b };
	struct agg_entry r0[2], *rows[1] = { r0 };
	struct print_opts po = { 0 };

	/* Only @b has the key "zz", laid out 4 bytes in. */
	r0[0] = (struct agg_entry){ 0 };
	r0[1] = str_entry(0, "", 7);
	strcpy((char *)kpool[0] + 4, "zz");
	CHECK_EQ(print_agga(cap(), "%s %@d %@d\n", ads, 2, rows, 1, &po), 0);
	CHECK_STR(done(), "zz 0 7\n");
}

static void test_printa_hist(void)
{
	struct agg_desc q = mkagg(AGG_QUANTIZE, NULL, 0, 4);
	const struct agg_desc *ads[1] = { &q };
	struct agg_entry r[1], *rows[1] = { r };
	struct print_opts po = { 0 };

	r[0] = str_entry(0, "", 0);
	quant_add(vpool[0], 1, 1);
	CHECK_EQ(print_agga(cap(), "@g = %@d\n", ads, 1, rows, 1, &po), 0);
	CHECK_STR(done(), "@g = \n"
			  "           value  ------------- Distribution ------------- count    \n"
			  "               0 |                                         0        \n"
			  "               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        \n"
			  "               2 |                                         0        \n"
			  "\n");
}

/* ---- normalize() ---- */

static void test_normalize(void)
{
	static const uint64_t normal[1] = { 1000 };
	static const int64_t ms[] = { 2000, 4000 };
	struct print_opts po = { .normal = normal };
	struct agg_desc ad = mkagg(AGG_SUM, NULL, 0, 4);
	struct agg_entry e = str_entry(0, "", 123456);

	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "              123\n");
	ad = mkagg(AGG_AVG, NULL, 0, 4);
	set_w(vpool[0], AGGV_COUNT, 2);
	set_w(vpool[0], AGGV_SUM, 9000);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "                4\n");
	ad = mkagg(AGG_STDDEV, NULL, 0, 4);
	stddev_of(vpool[0], ms, 2);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "                1\n");
	/* Histogram counts divide; the bars keep their proportions. */
	ad = mkagg(AGG_QUANTIZE, NULL, 0, 4);
	e = str_entry(0, "", 0);
	quant_add(vpool[0], 1, 3000);
	quant_add(vpool[0], 2, 1000);
	CHECK_EQ(print_agg(cap(), &ad, &e, 1, &po), 0);
	CHECK_STR(done(), "\n"
			  "           value  ------------- Distribution ------------- count    \n"
			  "               0 |                                         0        \n"
			  "               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n"
			  "               2 |@@@@@@@@@@                               1        \n"
			  "               4 |                                         0        \n"
			  "\n");
}

/* ---- merging ---- */

static void test_merge(void)
{
	struct agg_desc ad;
	uint8_t dst[1024], src[1024];
	int64_t w;

	ad = mkagg(AGG_COUNT, NULL, 0, 4);
	memset(dst, 0, sizeof(dst));
	memset(src, 0, sizeof(src));
	set_w(dst, 0, 2);
	set_w(src, 0, 3);
	print_agg_merge(&ad, dst, src);
	memcpy(&w, dst, 8);
	CHECK_EQ(w, 5);

	ad = mkagg(AGG_MIN, NULL, 0, 4);
	memset(dst, 0, 16);
	set_w(src, AGGV_MINMAX, 7);
	set_w(src, AGGV_SET, 1);
	print_agg_merge(&ad, dst, src); /* dst unset: takes src */
	memcpy(&w, dst, 8);
	CHECK_EQ(w, 7);
	set_w(src, AGGV_MINMAX, 9);
	print_agg_merge(&ad, dst, src);
	memcpy(&w, dst, 8);
	CHECK_EQ(w, 7);
	set_w(src, AGGV_MINMAX, -1);
	set_w(src, AGGV_SET, 0); /* unset src changes nothing */
	print_agg_merge(&ad, dst, src);
	memcpy(&w, dst, 8);
	CHECK_EQ(w, 7);

	ad = mkagg(AGG_MAX, NULL, 0, 4);
	set_w(src, AGGV_MINMAX, 9);
	set_w(src, AGGV_SET, 1);
	print_agg_merge(&ad, dst, src);
	memcpy(&w, dst, 8);
	CHECK_EQ(w, 9);

	/* stddev: the 128-bit sum of squares carries. */
	ad = mkagg(AGG_STDDEV, NULL, 0, 4);
	memset(dst, 0, 32);
	memset(src, 0, 32);
	set_w(dst, AGGV_COUNT, 1);
	set_w(dst, AGGV_SUM, 5);
	set_w(dst, AGGV_SUMSQ_LO, -1);
	set_w(src, AGGV_COUNT, 2);
	set_w(src, AGGV_SUM, -3);
	set_w(src, AGGV_SUMSQ_LO, 2);
	set_w(src, AGGV_SUMSQ_HI, 1);
	print_agg_merge(&ad, dst, src);
	memcpy(&w, dst + 8 * AGGV_COUNT, 8);
	CHECK_EQ(w, 3);
	memcpy(&w, dst + 8 * AGGV_SUM, 8);
	CHECK_EQ(w, 2);
	memcpy(&w, dst + 8 * AGGV_SUMSQ_LO, 8);
	CHECK_EQ(w, 1);
	memcpy(&w, dst + 8 * AGGV_SUMSQ_HI, 8);
	CHECK_EQ(w, 2);

	ad = mkagg(AGG_QUANTIZE, NULL, 0, 4);
	memset(dst, 0, sizeof(dst));
	memset(src, 0, sizeof(src));
	quant_add(dst, 5, 1);
	quant_add(src, 5, 2);
	quant_add(src, -5, 1);
	print_agg_merge(&ad, dst, src);
	memcpy(&w, dst + 8 * agg_quantize_bucket(5), 8);
	CHECK_EQ(w, 3);
	memcpy(&w, dst + 8 * agg_quantize_bucket(-5), 8);
	CHECK_EQ(w, 1);
}

int main(void)
{
	test_header_prefix();
	test_flowindent();
	test_trace();
	test_trace_bytes();
	test_pcap();
	test_print_deref();
	test_trace_sym();
	test_printf_ints();
	test_printf_strings();
	test_printf_many();
	test_printf_addr_time();
	test_stack();
	test_agg_count_strings();
	test_agghist();
	test_agg_int_keys();
	test_agg_tuple_keys();
	test_agg_bytes_keys();
	test_agg_stack_keys();
	test_agg_mixed_stack_keys();
	test_agg_keyless();
	test_agg_stddev();
	test_quantize();
	test_quantize_keyed();
	test_lquantize();
	test_llquantize();
	test_aggpack();
	test_sorting();
	test_printa_format();
	test_printa_key_offsets();
	test_printa_hist();
	test_normalize();
	test_merge();
	for (int i = 0; i < nouts; i++)
		free(outs[i]);
	return T_DONE();
}
