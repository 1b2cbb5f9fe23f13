/*
 * pfmt.h - D printf format parsing, shared by the checker (which validates
 * printf/printa/system arguments against the conversions) and the printer
 * (which formats records with them). Implemented in pfmt.c; no I/O, no
 * allocation.
 *
 * A format is a sequence of pieces: literal text and conversions. Walk it
 * with pfmt_next():
 *
 *	struct pfmt_iter it;
 *	struct pfmt_conv c;
 *	struct pfmt_err err;
 *	int r;
 *	pfmt_init(&it, fmt);
 *	while ((r = pfmt_next(&it, &c, &err)) > 0) ...
 *	if (r < 0) ... err.msg says what is wrong with conversion #err.conv
 *
 * Escapes (\n, \t ...) are decoded by the lexer before the format gets here.
 */
#ifndef CC_PFMT_H
#define CC_PFMT_H

#include <stdbool.h>
#include <stdint.h>

/*
 * The widest width or precision: a format's digits beyond it are refused,
 * a '*' argument beyond it is taken as it (a value of 2^31 would be
 * undefined, and 10^9 spaces a hang, not output).
 */
#define PFMT_MAX_WIDTH 65535

/* A '*' width or precision argument as printf takes it: within PFMT_MAX_WIDTH either way. */
static inline int pfmt_star(int64_t v)
{
	return v > PFMT_MAX_WIDTH ? PFMT_MAX_WIDTH : v < -PFMT_MAX_WIDTH ? -PFMT_MAX_WIDTH : (int)v;
}

/* Flags of a conversion. */
enum {
	PFMT_F_MINUS = 1 << 0, /* '-' left-justify */
	PFMT_F_PLUS = 1 << 1,  /* '+' always a sign */
	PFMT_F_SPACE = 1 << 2, /* ' ' a space for the sign of positive numbers */
	PFMT_F_ALT = 1 << 3,   /* '#' alternate form (0x prefix, ...) */
	PFMT_F_ZERO = 1 << 4,  /* '0' pad with zeros */
	PFMT_F_GROUP = 1 << 5, /* '\'' thousands grouping */
	PFMT_F_PTRW = 1 << 6,  /* '?' width of a pointer (16) when no width is given */
};

/* Length modifiers. */
enum pfmt_len {
	PFMT_LEN_NONE,
	PFMT_LEN_HH, /* hh: char */
	PFMT_LEN_H,  /* h: short */
	PFMT_LEN_L,  /* l: long */
	PFMT_LEN_LL, /* ll: long long */
	PFMT_LEN_BIGL, /* L: long double */
	PFMT_LEN_J,  /* j: intmax_t */
	PFMT_LEN_Z,  /* z: size_t */
	PFMT_LEN_T,  /* t: ptrdiff_t */
};

/* What a conversion consumes (after any '*' width and precision, which take ints). */
enum pfmt_arg {
	PFMT_ARG_NONE,    /* literal text, %% */
	PFMT_ARG_INT,     /* d i o u x X c C (escaped char): any integer */
	PFMT_ARG_FLOAT,   /* e E f F g G: floating point (check.c refuses an integer, as DTrace does) */
	PFMT_ARG_STRING,  /* s S: string or char array */
	PFMT_ARG_POINTER, /* p: pointer or integer */
	PFMT_ARG_SYM,     /* a: kernel address, A: user address (pointer or integer) */
	PFMT_ARG_STACK,   /* k: a stack() value */
	PFMT_ARG_TIME,    /* Y, T: nanoseconds since the epoch (integer) */
	PFMT_ARG_AGG,     /* @: the aggregation's value in printa() */
};

/* One piece of a format. */
struct pfmt_conv {
	const char *text;     /* into the format: the literal text, or the whole conversion "%-*.3lld" */
	uint32_t len;         /* bytes of text */
	char conv;            /* 0 for literal text; else 'd', 's', '@', '%' ... */
	uint32_t flags;       /* PFMT_F_* */
	int width;            /* -1 if none (or '*') */
	int prec;             /* -1 if none (or '*') */
	bool width_star;      /* width comes from an int argument */
	bool prec_star;       /* precision comes from an int argument */
	enum pfmt_len length;
	enum pfmt_arg arg;
	uint32_t index;       /* 1-based number of this conversion in the format (0 for literals) */
	char name[4];         /* DTrace's name of the conversion: length modifier + letter ("lld", "s") */
};

struct pfmt_err {
	uint32_t conv;        /* 1-based number of the bad conversion */
	uint32_t off;         /* byte offset of its '%' in the format */
	char msg[160];        /* what is wrong, in DTrace's words */
};

/* A walk over a format. */
struct pfmt_iter {
	const char *fmt;      /* the whole format */
	const char *p;        /* the next piece */
	uint32_t nconv;       /* conversions seen so far */
};

void pfmt_init(struct pfmt_iter *it, const char *fmt);
/*
 * Parses the next piece into *c. Returns 1 for a piece, 0 at the end of the
 * format, -1 on a malformed conversion (err filled in; the walk cannot go on).
 */
int pfmt_next(struct pfmt_iter *it, struct pfmt_conv *c, struct pfmt_err *err);

/*
 * Validates a whole format: returns the number of conversions that take
 * arguments (counting each '*' as one more int argument), or -1 with err
 * filled in. %@ conversions are counted in *naggs (may be NULL) and not in
 * the result.
 */
int pfmt_check(const char *fmt, uint32_t *naggs, struct pfmt_err *err);

/* A short name for what a kind of conversion expects ("integer", "char [] or string (or use stringof)" ...). */
const char *pfmt_arg_proto(enum pfmt_arg a);
/*
 * The prototype DTrace names in its D_PRINTF_ARG_TYPE message for a
 * conversion ("char, short, int, long, or long long" for %d, "short" for
 * %hd, "pointer or integer" for %p ...):
 *   "%s( ) argument #%d is incompatible with conversion #%d prototype:\n"
 *   "\tconversion: %%%s\n\t prototype: %s\n\t  argument: %s"
 * with c->name as the conversion.
 */
const char *pfmt_conv_proto(const struct pfmt_conv *c);

#endif
