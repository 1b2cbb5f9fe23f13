/*
 * pfmt.c - D printf format parsing (see pfmt.h).
 *
 * Input: a format string whose escapes the lexer has already decoded.
 * Output: pieces (literal text and conversions) with flags, width,
 * precision, length modifier and the kind of argument each consumes. The
 * rules and error wording follow DTrace's format parser: flags may come in
 * any order and repeat, '0' is a flag only before any width digit, '-' and
 * '0' cancel each other (the later wins), '@' marks a printa() aggregation
 * value, '?' sets the width of a pointer.
 */
#include "pfmt.h"

#include <stdio.h>
#include <string.h>

void pfmt_init(struct pfmt_iter *it, const char *fmt)
{
	it->fmt = fmt;
	it->p = fmt;
	it->nconv = 0;
}

static int fail(struct pfmt_err *err, const struct pfmt_iter *it, const char *pct, const char *fmt,
		const char *what)
{
	err->conv = it->nconv;
	err->off = (uint32_t)(pct - it->fmt);
	snprintf(err->msg, sizeof(err->msg), fmt, it->nconv, what);
	return -1;
}

/* The argument a conversion character takes, or -1 if it is not a conversion. */
static int conv_arg(char c)
{
	switch (c) {
	case 'd': case 'i': case 'o': case 'u': case 'x': case 'X': case 'c': case 'C':
		return PFMT_ARG_INT;
	case 'e': case 'E': case 'f': case 'F': case 'g': case 'G':
		return PFMT_ARG_FLOAT;
	case 's': case 'S':
		return PFMT_ARG_STRING;
	case 'p':
		return PFMT_ARG_POINTER;
	case 'a': case 'A':
		return PFMT_ARG_SYM;
	case 'k':
		return PFMT_ARG_STACK;
	case 'Y': case 'T':
		return PFMT_ARG_TIME;
	case '%':
		return PFMT_ARG_NONE;
	default:
		return -1;
	}
}

/* Whether length modifier len may precede conversion c (DTrace's table of names). */
static bool len_ok(enum pfmt_len len, char c, bool agg)
{
	if (len == PFMT_LEN_NONE)
		return true;
	if (agg)
		return strchr("dioxXu", c) != NULL;
	switch (len) {
	case PFMT_LEN_BIGL:
		return strchr("eEfFgG", c) != NULL;
	case PFMT_LEN_L:
		return strchr("dioxXucs", c) != NULL; /* %lc, %ls: wide, printed as plain */
	default:
		return strchr("dioxXu", c) != NULL;
	}
}

static const char *len_name(enum pfmt_len len)
{
	static const char *const names[] = {
		[PFMT_LEN_NONE] = "", [PFMT_LEN_HH] = "hh", [PFMT_LEN_H] = "h",
		[PFMT_LEN_L] = "l",   [PFMT_LEN_LL] = "ll", [PFMT_LEN_BIGL] = "L",
		[PFMT_LEN_J] = "j",   [PFMT_LEN_Z] = "z",   [PFMT_LEN_T] = "t",
	};
	return names[len];
}

/* Reads a length modifier at *q, advancing past it. */
static enum pfmt_len parse_len(const char **q)
{
	const char *s = *q;
	enum pfmt_len len = PFMT_LEN_NONE;

	switch (*s) {
	case 'h':
		len = s[1] == 'h' ? PFMT_LEN_HH : PFMT_LEN_H;
		break;
	case 'l':
		len = s[1] == 'l' ? PFMT_LEN_LL : PFMT_LEN_L;
		break;
	case 'L':
		len = PFMT_LEN_BIGL;
		break;
	case 'j':
		len = PFMT_LEN_J;
		break;
	case 'z':
		len = PFMT_LEN_Z;
		break;
	case 't':
		len = PFMT_LEN_T;
		break;
	case 'w': /* DTrace's wide prefix: %wc, %ws */
		len = PFMT_LEN_L;
		break;
	default:
		return len;
	}
	*q = s + (len == PFMT_LEN_HH || len == PFMT_LEN_LL ? 2 : 1);
	return len;
}

/* Parses flags, width and precision of the conversion at pct ('%'); q ends past them. */
static int parse_spec(struct pfmt_iter *it, const char *pct, struct pfmt_conv *c, const char **qp,
		      struct pfmt_err *err)
{
	const char *q = pct + 1;
	bool dot = false, digits = false, agg = false;

	for (;; q++) {
		switch (*q) {
		case '-':
			c->flags = (c->flags | PFMT_F_MINUS) & ~PFMT_F_ZERO;
			continue;
		case '+':
			c->flags |= PFMT_F_PLUS;
			continue;
		case ' ':
			c->flags |= PFMT_F_SPACE;
			continue;
		case '#':
			c->flags |= PFMT_F_ALT;
			continue;
		case '\'':
			c->flags |= PFMT_F_GROUP;
			continue;
		case '?':
			c->flags |= PFMT_F_PTRW;
			c->width = 16;
			continue;
		case '@':
			agg = true;
			continue;
		case '$':
			return fail(err, it, pct,
				    "format conversion #%u uses unsupported positional format (%%n$)%s",
				    "");
		case '.':
			if (dot)
				return fail(err, it, pct,
					    "format conversion #%u has more than one '.' specified%s", "");
			dot = true;
			digits = false;
			continue;
		case '*':
			if (dot ? c->prec_star : c->width_star)
				return fail(err, it, pct,
					    "format conversion #%u has more than one '*' specified for "
					    "the output %s",
					    dot ? "precision" : "width");
			if (dot)
				c->prec_star = true;
			else
				c->width_star = true;
			continue;
		default:
			break;
		}
		if (*q == '0' && !dot && !digits) {
			c->flags = (c->flags | PFMT_F_ZERO) & ~PFMT_F_MINUS;
			continue;
		}
		if (*q >= '0' && *q <= '9') {
			int n = 0;

			while (*q >= '0' && *q <= '9') {
				if (n > (PFMT_MAX_WIDTH - (*q - '0')) / 10)
					return fail(err, it, pct, "format conversion #%u has a %s over 65535",
						    dot ? "precision" : "width");
				n = n * 10 + (*q++ - '0');
			}
			q--;
			if (dot)
				c->prec = n;
			else
				c->width = n;
			digits = true;
			continue;
		}
		break;
	}
	if (agg)
		c->arg = PFMT_ARG_AGG;
	if (dot && c->prec < 0 && !c->prec_star)
		c->prec = 0;
	*qp = q;
	return 0;
}

int pfmt_next(struct pfmt_iter *it, struct pfmt_conv *c, struct pfmt_err *err)
{
	const char *pct, *q;
	int arg;

	memset(c, 0, sizeof(*c));
	c->width = c->prec = -1;
	if (*it->p == '\0')
		return 0;
	if (*it->p != '%') {
		pct = strchr(it->p, '%');
		c->text = it->p;
		c->len = pct ? (uint32_t)(pct - it->p) : (uint32_t)strlen(it->p);
		it->p += c->len;
		return 1;
	}

	pct = it->p;
	it->nconv++;
	c->index = it->nconv;
	if (pct[1] == '%') {
		c->text = pct;
		c->len = 2;
		c->conv = '%';
		strcpy(c->name, "%");
		it->p = pct + 2;
		return 1;
	}
	if (parse_spec(it, pct, c, &q, err) < 0)
		return -1;
	c->length = parse_len(&q);
	if (*q == '\0')
		return fail(err, it, pct,
			    "format conversion #%u name expected before end of format string%s", "");
	if (*q == '%')
		return fail(err, it, pct,
			    "format conversion #%u cannot be combined with other format flags: %%%%%s",
			    "");
	arg = conv_arg(*q);
	if (arg < 0 || !len_ok(c->length, *q, c->arg == PFMT_ARG_AGG)) {
		char name[8];

		snprintf(name, sizeof(name), "%s%c", len_name(c->length), *q);
		return fail(err, it, pct, "format conversion #%u is undefined: %%%s", name);
	}
	if (c->arg != PFMT_ARG_AGG)
		c->arg = (enum pfmt_arg)arg;
	snprintf(c->name, sizeof(c->name), "%s%c", len_name(c->length), *q);
	c->conv = *q;
	c->text = pct;
	c->len = (uint32_t)(q + 1 - pct);
	it->p = q + 1;
	return 1;
}

int pfmt_check(const char *fmt, uint32_t *naggs, struct pfmt_err *err)
{
	struct pfmt_iter it;
	struct pfmt_conv c;
	int r, nargs = 0;

	if (naggs)
		*naggs = 0;
	pfmt_init(&it, fmt);
	while ((r = pfmt_next(&it, &c, err)) > 0) {
		if (c.conv == 0 || c.conv == '%')
			continue;
		nargs += c.width_star + c.prec_star;
		if (c.arg == PFMT_ARG_AGG) {
			if (naggs)
				(*naggs)++;
		} else {
			nargs++;
		}
	}
	return r < 0 ? -1 : nargs;
}

const char *pfmt_arg_proto(enum pfmt_arg a)
{
	switch (a) {
	case PFMT_ARG_INT:
		return "integer";
	case PFMT_ARG_FLOAT:
		return "float, double, or long double";
	case PFMT_ARG_STRING:
		return "char [] or string (or use stringof)";
	case PFMT_ARG_POINTER:
	case PFMT_ARG_SYM:
		return "pointer or integer";
	case PFMT_ARG_STACK:
		return "stack";
	case PFMT_ARG_TIME:
		return "int64_t";
	case PFMT_ARG_AGG:
		return "aggregation";
	case PFMT_ARG_NONE:
	default:
		return "void";
	}
}

const char *pfmt_conv_proto(const struct pfmt_conv *c)
{
	static const struct {
		const char *name, *proto;
	} protos[] = {
		{ "c", "char, short, or int" }, { "C", "char, short, or int" },
		{ "hd", "short" }, { "hi", "short" }, { "hx", "short" }, { "hX", "short" },
		{ "ho", "unsigned short" }, { "hu", "unsigned short" },
		{ "ld", "long" }, { "li", "long" }, { "lx", "long" }, { "lX", "long" },
		{ "lo", "unsigned long" }, { "lu", "unsigned long" },
		{ "lld", "long long" }, { "lli", "long long" }, { "llx", "long long" },
		{ "llX", "long long" }, { "llo", "unsigned long long" }, { "llu", "unsigned long long" },
		{ "lc", "int" }, { "ls", "wchar_t []" },
		{ "A", "pointer or integer (with -p/-c) or _usymaddr (without -p/-c)" },
	};

	for (size_t i = 0; i < sizeof(protos) / sizeof(protos[0]); i++) {
		if (strcmp(c->name, protos[i].name) == 0)
			return protos[i].proto;
	}
	switch (c->arg) {
	case PFMT_ARG_INT:
		return "char, short, int, long, or long long";
	case PFMT_ARG_FLOAT:
		return c->length == PFMT_LEN_BIGL ? "long double" : "float, double, or long double";
	default:
		return pfmt_arg_proto(c->arg);
	}
}
