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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../base/util.h"
#include "../cc/cc.h"
#include "print.h"

typedef int options_setter_fn(void *field, const char *value);

struct option_row {
	const char *name;
	const char *def;
	options_setter_fn *set;
	size_t off;
};

static options_setter_fn options_set_bool, options_set_size, options_set_rate, options_set_int,
	options_set_str, options_set_diag, options_set_oformat;

static const struct option_row option_rows[] = {
#define OPT(name, kind, def, setter) { #name, def, setter, offsetof(struct rt_options, name) },
#include "options.def"
#undef OPT
};

static int options_set_bool(void *field, const char *value)
{
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

static int parse_scaled(const char *value, const struct suffix *sfx, uint64_t bare_mul,
			uint64_t *out)
{
	char *end;
	unsigned long long v;

	if (!value || !*value || *value == '-')
		return -EINVAL;
	errno = 0;
	v = strtoull(value, &end, 0);
	if (errno || end == value)
		return -EINVAL;
	if (*end == '\0') {
		*out = bare_mul ? v * bare_mul : (v ? 1000000000ull / v : 0);
		return bare_mul || v ? 0 : -EINVAL;
	}
	for (; sfx->name; sfx++) {
		if (strcasecmp(end, sfx->name) != 0)
			continue;
		if (sfx->mul == 0) {
			if (v == 0)
				return -EINVAL;
			*out = 1000000000ull / v;
		} else {
			*out = v * sfx->mul;
		}
		return 0;
	}
	return -EINVAL;
}

static int options_set_size(void *field, const char *value)
{
	static const struct suffix sfx[] = {
		{ "k", 1ull << 10 }, { "m", 1ull << 20 }, { "g", 1ull << 30 }, { "t", 1ull << 40 },
		{ NULL, 0 },
	};

	return parse_scaled(value, sfx, 1, field);
}

static int options_set_rate(void *field, const char *value)
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

	if (err)
		return err;
	if (ns == 0)
		return -EINVAL;
	*(uint64_t *)field = ns;
	return 0;
}

static int options_set_int(void *field, const char *value)
{
	char *end;
	long long v;

	if (!value || !*value)
		return -EINVAL;
	errno = 0;
	v = strtoll(value, &end, 0);
	if (errno || *end)
		return -EINVAL;
	*(int64_t *)field = v;
	return 0;
}

static int options_set_str(void *field, const char *value)
{
	if (!value)
		return -EINVAL;
	*(const char **)field = value;
	return 0;
}

static int options_set_diag(void *field, const char *value)
{
	if (!value || (strcmp(value, "caret") != 0 && strcmp(value, "compat") != 0))
		return -EINVAL;
	*(const char **)field = value;
	return 0;
}

/* The output formats: DTrace's text, JSON Lines (json.h), or text with folded stacks (aggsvg.h). */
static int options_set_oformat(void *field, const char *value)
{
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

		if (r->def && r->set((char *)o + r->off, r->def) != 0)
			BUG("bad default in options.def");
	}
}

int options_set(struct rt_options *o, const char *name, const char *value)
{
	for (size_t i = 0; i < ARRAY_LEN(option_rows); i++) {
		const struct option_row *r = &option_rows[i];

		if (strcmp(r->name, name) == 0)
			return r->set((char *)o + r->off, value);
	}
	return -ENOENT;
}

const char *options_strerror(const char *name, int err)
{
	if (err == -ENOENT)
		return "Invalid option name";
	if (strcmp(name, "oformat") == 0)
		return "Invalid value for specified option (oformat is text, json or folded)";
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
	if (err)
		fprintf(stderr, "dtrace: failed to set -x %s: %s\n", arg, options_strerror(name, err));
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
