/*
 * options.c - the -x option table (options.def) and its value parsers.
 *
 * Sizes take DTrace's suffixes (k, m, g, t; either case), rates take a time
 * unit (ns, nsec, us, usec, ms, msec, s, sec, m, min, h, hour, d, day) or
 * hz; a bare rate is in hz. Rates are stored as an interval in nanoseconds.
 */
#include "options.h"

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../base/util.h"
#include "../cc/cc.h"
#include "../out/print.h"

/* Stores value in field; 0, -EINVAL for a bad value, -EOVERFLOW for one over max (if not 0). */
typedef int options_setter_fn(void *field, const char *value, uint64_t max);

struct option_row {
	const char *name;
	const char *def;
	uint64_t max;
	options_setter_fn *set;
	size_t off;
};

static options_setter_fn options_set_bool, options_set_size, options_set_rate, options_set_int,
	options_set_str, options_set_diag, options_set_oformat, options_set_bufpolicy,
	options_set_dump;

static const struct option_row option_rows[] = {
#define OPT(name, kind, def, max, setter) { #name, def, max, setter, offsetof(struct rt_options, name) },
#include "options.def"
#undef OPT
};

static int options_set_bool(void *field, const char *value, uint64_t max)
{
	(void)max;
	if (!value || strcmp(value, "1") == 0 || strcasecmp(value, "true") == 0)
		*(bool *)field = true;
	else if (strcmp(value, "0") == 0 || strcasecmp(value, "false") == 0)
		*(bool *)field = false;
	else
		return -EINVAL;
	return 0;
}

/* Parses an unsigned number with a suffix from sfx[] (multiplier 0 = reciprocal hz). */
struct suffix {
	const char *name;
	uint64_t mul;
};

/*
 * The value times its suffix's multiplier; one that does not fit in 63
 * bits is refused as DTrace refuses it (over INT64_MAX), not wrapped.
 */
static int parse_scaled(const char *value, const struct suffix *sfx, uint64_t bare_mul,
			uint64_t *out)
{
	char *end;
	unsigned long long v;
	uint64_t mul = bare_mul;

	if (!value || !*value || *value == '-')
		return -EINVAL;
	errno = 0;
	v = strtoull(value, &end, 0);
	if (errno || end == value)
		return -EINVAL;
	if (*end != '\0') {
		for (; sfx->name && strcasecmp(end, sfx->name) != 0; sfx++)
			;
		if (!sfx->name)
			return -EINVAL;
		mul = sfx->mul;
	}
	if (mul == 0) { /* hz */
		if (v == 0 || v > 1000000000ull)
			return -EINVAL;
		*out = 1000000000ull / v;
		return 0;
	}
	if (v > INT64_MAX / mul)
		return -EINVAL;
	*out = v * mul;
	return 0;
}

static int options_set_size(void *field, const char *value, uint64_t max)
{
	static const struct suffix sfx[] = {
		{ "k", 1ull << 10 }, { "m", 1ull << 20 }, { "g", 1ull << 30 }, { "t", 1ull << 40 },
		{ NULL, 0 },
	};
	uint64_t v;
	int err = parse_scaled(value, sfx, 1, &v);

	if (err)
		return err;
	if (max && v > max)
		return -EOVERFLOW;
	*(uint64_t *)field = v;
	return 0;
}

static int options_set_rate(void *field, const char *value, uint64_t max)
{
	static const struct suffix sfx[] = {
		{ "ns", 1 }, { "nsec", 1 }, { "us", 1000 }, { "usec", 1000 },
		{ "ms", 1000000 }, { "msec", 1000000 }, { "s", 1000000000ull },
		{ "sec", 1000000000ull }, { "m", 60000000000ull }, { "min", 60000000000ull },
		{ "h", 3600000000000ull }, { "hour", 3600000000000ull },
		{ "d", 86400000000000ull }, { "day", 86400000000000ull }, { "hz", 0 },
		{ NULL, 0 },
	};
	uint64_t ns;
	int err = parse_scaled(value, sfx, 0, &ns);

	(void)max;
	if (err)
		return err;
	if (ns == 0)
		return -EINVAL;
	*(uint64_t *)field = ns;
	return 0;
}

/* A count or a position: never negative (DTrace: EDT_BADOPTVAL), at most max. */
static int options_set_int(void *field, const char *value, uint64_t max)
{
	char *end;
	long long v;

	if (!value || !*value)
		return -EINVAL;
	errno = 0;
	v = strtoll(value, &end, 0);
	if (errno || *end || v < 0)
		return -EINVAL;
	if (max && (uint64_t)v > max)
		return -EOVERFLOW;
	*(int64_t *)field = v;
	return 0;
}

static int options_set_str(void *field, const char *value, uint64_t max)
{
	(void)max;
	if (!value || !*value)
		return -EINVAL;
	*(const char **)field = value;
	return 0;
}

/* True if value is one of the words in the NULL-terminated list. */
static bool one_of(const char *value, const char *const *words)
{
	for (; value && *words; words++)
		if (strcmp(value, *words) == 0)
			return true;
	return false;
}

/* DTrace's buffer policies: only switch's behaviour is ours (one ring), the others are accepted. */
static int options_set_bufpolicy(void *field, const char *value, uint64_t max)
{
	static const char *const policies[] = { "switch", "fill", "ring", NULL };

	(void)max;
	if (!one_of(value, policies))
		return -EINVAL;
	*(const char **)field = value;
	return 0;
}

/* -x dump=a,b,...: the stages that can be dumped (main.c, cc/parse.c). */
static int options_set_dump(void *field, const char *value, uint64_t max)
{
	static const char *const stages[] = { "tokens", "ast", "bpf", NULL };
	char word[16];

	(void)max;
	if (!value || !*value)
		return -EINVAL;
	for (const char *p = value;; p++) {
		size_t n = strcspn(p, ",");

		snprintf(word, sizeof(word), "%.*s", (int)(n < sizeof(word) ? n : sizeof(word) - 1), p);
		if (n >= sizeof(word) || !one_of(word, stages))
			return -EINVAL;
		p += n;
		if (!*p)
			break;
	}
	*(const char **)field = value;
	return 0;
}

static int options_set_diag(void *field, const char *value, uint64_t max)
{
	(void)max;
	if (!value || (strcmp(value, "caret") != 0 && strcmp(value, "compat") != 0))
		return -EINVAL;
	*(const char **)field = value;
	return 0;
}

/* The output formats: DTrace's text, JSON Lines (json.h), or text with folded stacks (aggsvg.h). */
static int options_set_oformat(void *field, const char *value, uint64_t max)
{
	(void)max;
	if (!value || (strcmp(value, "text") != 0 && strcmp(value, "json") != 0 &&
		       strcmp(value, "folded") != 0))
		return -EINVAL;
	*(const char **)field = value;
	return 0;
}

void options_init(struct rt_options *o)
{
	memset(o, 0, sizeof(*o));
	for (size_t i = 0; i < ARRAY_LEN(option_rows); i++) {
		const struct option_row *r = &option_rows[i];

		if (r->def && r->set((char *)o + r->off, r->def, r->max) != 0)
			BUG("bad default in options.def");
	}
}

int options_set(struct rt_options *o, const char *name, const char *value)
{
	for (size_t i = 0; i < ARRAY_LEN(option_rows); i++) {
		const struct option_row *r = &option_rows[i];

		if (strcmp(r->name, name) == 0)
			return r->set((char *)o + r->off, value, r->max);
	}
	return -ENOENT;
}

const char *options_strerror(const char *name, int err)
{
	if (err == -ENOENT)
		return "Invalid option name";
	if (err == -EOVERFLOW)
		return strerror(EOVERFLOW);
	if (strcmp(name, "oformat") == 0)
		return "Invalid value for specified option (oformat is text, json or folded)";
	if (strcmp(name, "bufpolicy") == 0)
		return "Invalid value for specified option (bufpolicy is switch, fill or ring)";
	if (strcmp(name, "dump") == 0)
		return "Invalid value for specified option (dump is tokens, ast or bpf, or a list of them)";
	return "Invalid value for specified option";
}

int options_set_arg(struct rt_options *o, const char *arg)
{
	char *name = xstrdup(arg);
	char *eq = strchr(name, '=');
	int err;

	if (eq)
		*eq++ = '\0';
	/* the value must outlive this call: point into arg, which is argv */
	err = options_set(o, name, eq ? arg + (eq - name) : NULL);
	if (err) /* DTrace names the option, not its value */
		fprintf(stderr, "dtrace: failed to set -x %s: %s\n", name, options_strerror(name, err));
	free(name);
	return err;
}

void options_to_cc(const struct rt_options *o, struct cc_opts *cc)
{
	cc->strsize = (uint32_t)o->strsize;
	cc->nspec = (uint32_t)o->nspec;
	cc->dynvarsize = o->dynvarsize;
	cc->aggsize = o->aggsize;
	cc->bufsize = o->bufsize;
	cc->destructive = o->destructive;
	cc->zdefs = o->zdefs;
	cc->errtags = o->errtags;
	cc->quiet = o->quiet;
	cc->dump = o->dump;
	cc->argref = o->argref;
	cc->stackframes = (uint32_t)o->stackframes;
	cc->ustackframes = (uint32_t)o->ustackframes;
	cc->defaultargs = o->defaultargs;
}

void options_to_print(const struct rt_options *o, struct print_opts *po)
{
	po->quiet = o->quiet;
	po->aggsortkey = o->aggsortkey;
	po->aggsortrev = o->aggsortrev;
	po->aggsortpos = (int)o->aggsortpos;
	po->aggsortkeypos = (int)o->aggsortkeypos;
	po->aggpack = o->aggpack;
	po->agghist = o->agghist;
	po->aggzoom = o->aggzoom;
	po->flowindent = o->flowindent;
	po->json = o->oformat && strcmp(o->oformat, "json") == 0;
	po->folded = o->oformat && strcmp(o->oformat, "folded") == 0;
}
