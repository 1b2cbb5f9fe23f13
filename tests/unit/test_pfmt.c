/*
 * test_pfmt.c - D printf format parsing (src/cc/pfmt.c): pieces, flags,
 * widths, precisions, '*', length modifiers, argument kinds, and DTrace's
 * wording for malformed conversions.
 */
#include "cc/pfmt.h"

#include "t.h"

/* Parses fmt and returns its n-th piece (0-based); fails the test on error. */
static struct pfmt_conv piece(const char *fmt, int n)
{
	struct pfmt_iter it;
	struct pfmt_conv c = { 0 };
	struct pfmt_err err;
	int r = 0;

	pfmt_init(&it, fmt);
	for (int i = 0; i <= n; i++) {
		r = pfmt_next(&it, &c, &err);
		if (r <= 0)
			break;
	}
	CHECK_EQ(r, 1);
	return c;
}

/* The error message for a malformed format ("" if it parsed). */
static const char *error_of(const char *fmt)
{
	static struct pfmt_err err;

	err.msg[0] = '\0';
	if (pfmt_check(fmt, NULL, &err) >= 0)
		return "";
	return err.msg;
}

static void test_literals(void)
{
	struct pfmt_conv c = piece("hello %d world", 0);

	CHECK_EQ(c.conv, 0);
	CHECK_EQ(c.len, 6);
	CHECK(strncmp(c.text, "hello ", 6) == 0);
	c = piece("hello %d world", 1);
	CHECK_EQ(c.conv, 'd');
	CHECK_EQ(c.len, 2);
	CHECK_EQ(c.index, 1);
	CHECK_EQ(c.arg, PFMT_ARG_INT);
	c = piece("hello %d world", 2);
	CHECK_EQ(c.conv, 0);
	CHECK_EQ(c.len, 6);
	c = piece("100%%", 1);
	CHECK_EQ(c.conv, '%');
	CHECK_EQ(c.arg, PFMT_ARG_NONE);
}

static void test_flags_width_prec(void)
{
	struct pfmt_conv c = piece("%-10.3s", 0);

	CHECK_EQ(c.conv, 's');
	CHECK_EQ(c.flags, PFMT_F_MINUS);
	CHECK_EQ(c.width, 10);
	CHECK_EQ(c.prec, 3);
	CHECK_EQ(c.arg, PFMT_ARG_STRING);

	c = piece("%+ #'x", 0);
	CHECK_EQ(c.flags, PFMT_F_PLUS | PFMT_F_SPACE | PFMT_F_ALT | PFMT_F_GROUP);
	CHECK_EQ(c.width, -1);
	CHECK_EQ(c.prec, -1);

	c = piece("%08d", 0);
	CHECK_EQ(c.flags, PFMT_F_ZERO);
	CHECK_EQ(c.width, 8);

	/* '-' and '0' cancel each other; the later one wins, as in DTrace. */
	c = piece("%0-8d", 0);
	CHECK_EQ(c.flags, PFMT_F_MINUS);
	c = piece("%-08d", 0);
	CHECK_EQ(c.flags, PFMT_F_ZERO);

	/* A 0 after width digits is part of the width. */
	c = piece("%10d", 0);
	CHECK_EQ(c.width, 10);
	CHECK_EQ(c.flags, 0);

	c = piece("%.d", 0);
	CHECK_EQ(c.prec, 0);

	c = piece("%?p", 0);
	CHECK_EQ(c.width, 16);
	CHECK_EQ(c.arg, PFMT_ARG_POINTER);
}

static void test_stars(void)
{
	struct pfmt_conv c = piece("%*.*s", 0);
	uint32_t naggs = 9;
	struct pfmt_err err;

	CHECK(c.width_star);
	CHECK(c.prec_star);
	CHECK_EQ(c.width, -1);
	CHECK_EQ(pfmt_check("%*s -> %s`%s\n", &naggs, &err), 4);
	CHECK_EQ(naggs, 0);
	CHECK_EQ(pfmt_check("%-*.*d", NULL, &err), 3);
}

static void test_lengths(void)
{
	CHECK_EQ(piece("%hhd", 0).length, PFMT_LEN_HH);
	CHECK_EQ(piece("%hd", 0).length, PFMT_LEN_H);
	CHECK_EQ(piece("%ld", 0).length, PFMT_LEN_L);
	CHECK_EQ(piece("%llx", 0).length, PFMT_LEN_LL);
	CHECK_EQ(piece("%Lf", 0).length, PFMT_LEN_BIGL);
	CHECK_EQ(piece("%ju", 0).length, PFMT_LEN_J);
	CHECK_EQ(piece("%zu", 0).length, PFMT_LEN_Z);
	CHECK_EQ(piece("%td", 0).length, PFMT_LEN_T);
	CHECK_EQ(piece("%llu", 0).conv, 'u');
	CHECK_EQ(piece("%lld", 0).len, 4);
}

static void test_arg_kinds(void)
{
	static const struct {
		const char *fmt;
		enum pfmt_arg arg;
	} cases[] = {
		{ "%d", PFMT_ARG_INT },     { "%i", PFMT_ARG_INT },     { "%o", PFMT_ARG_INT },
		{ "%u", PFMT_ARG_INT },     { "%x", PFMT_ARG_INT },     { "%X", PFMT_ARG_INT },
		{ "%c", PFMT_ARG_INT },     { "%e", PFMT_ARG_FLOAT },   { "%E", PFMT_ARG_FLOAT },
		{ "%f", PFMT_ARG_FLOAT },   { "%F", PFMT_ARG_FLOAT },   { "%g", PFMT_ARG_FLOAT },
		{ "%G", PFMT_ARG_FLOAT },   { "%s", PFMT_ARG_STRING },  { "%S", PFMT_ARG_STRING },
		{ "%p", PFMT_ARG_POINTER }, { "%a", PFMT_ARG_SYM },     { "%A", PFMT_ARG_SYM },
		{ "%k", PFMT_ARG_STACK },   { "%Y", PFMT_ARG_TIME },    { "%@d", PFMT_ARG_AGG },
		{ "%@10llu", PFMT_ARG_AGG },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct pfmt_conv c = piece(cases[i].fmt, 0);

		CHECK_EQ(c.arg, cases[i].arg);
		CHECK_STR(pfmt_arg_proto(c.arg) ? "ok" : NULL, "ok");
	}
	CHECK_EQ(piece("%@10d", 0).width, 10);
	CHECK_STR(pfmt_arg_proto(PFMT_ARG_STRING), "char [] or string (or use stringof)");
	CHECK_STR(pfmt_arg_proto(PFMT_ARG_POINTER), "pointer or integer");
}

static void test_names_protos(void)
{
	CHECK_STR(piece("%-10lld", 0).name, "lld");
	CHECK_STR(piece("%@8d", 0).name, "d");
	CHECK_STR(piece("%s", 0).name, "s");
	CHECK_STR(piece("%%", 0).name, "%");
	CHECK_STR(pfmt_conv_proto(&(struct pfmt_conv){ .name = "d", .arg = PFMT_ARG_INT }),
		  "char, short, int, long, or long long");
	{
		struct pfmt_conv c = piece("%hd", 0);

		CHECK_STR(pfmt_conv_proto(&c), "short");
		c = piece("%llu", 0);
		CHECK_STR(pfmt_conv_proto(&c), "unsigned long long");
		c = piece("%c", 0);
		CHECK_STR(pfmt_conv_proto(&c), "char, short, or int");
		c = piece("%-20s", 0);
		CHECK_STR(pfmt_conv_proto(&c), "char [] or string (or use stringof)");
		c = piece("%p", 0);
		CHECK_STR(pfmt_conv_proto(&c), "pointer or integer");
		c = piece("%k", 0);
		CHECK_STR(pfmt_conv_proto(&c), "stack");
		c = piece("%Y", 0);
		CHECK_STR(pfmt_conv_proto(&c), "int64_t");
		c = piece("%f", 0);
		CHECK_STR(pfmt_conv_proto(&c), "float, double, or long double");
	}
}

static void test_check_counts(void)
{
	uint32_t naggs;
	struct pfmt_err err;

	CHECK_EQ(pfmt_check("", &naggs, &err), 0);
	CHECK_EQ(pfmt_check("no conversions\n", &naggs, &err), 0);
	CHECK_EQ(pfmt_check("%s %d %%\n", &naggs, &err), 2);
	CHECK_EQ(pfmt_check("%-20s %@8d %@8d\n", &naggs, &err), 1);
	CHECK_EQ(naggs, 2);
}

static void test_errors(void)
{
	struct pfmt_err err;

	CHECK_STR(error_of("%d %"), "format conversion #2 name expected before end of format string");
	CHECK_STR(error_of("%q"), "format conversion #1 is undefined: %q");
	CHECK_STR(error_of("%d %hs"), "format conversion #2 is undefined: %hs");
	CHECK_STR(error_of("%1$d"), "format conversion #1 uses unsupported positional format (%n$)");
	CHECK_STR(error_of("%1.2.3d"), "format conversion #1 has more than one '.' specified");
	CHECK_STR(error_of("%**d"),
		  "format conversion #1 has more than one '*' specified for the output width");
	CHECK_STR(error_of("%.**d"),
		  "format conversion #1 has more than one '*' specified for the output precision");
	CHECK_STR(error_of("%-%"), "format conversion #1 cannot be combined with other format flags: %%");
	CHECK_EQ(pfmt_check("ab %z", NULL, &err), -1);
	CHECK_EQ(err.conv, 1);
	CHECK_EQ(err.off, 3);
	CHECK_STR(error_of("%%%d"), "");
}

int main(void)
{
	test_literals();
	test_flags_width_prec();
	test_stars();
	test_lengths();
	test_arg_kinds();
	test_names_protos();
	test_check_counts();
	test_errors();
	return T_DONE();
}
