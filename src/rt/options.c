/*
 * options.c - the -x option table (options.def) and its value parsers.
 *
 * Sizes take DTrace's suffixes (k, m, g, t; either case), rates take a time
 * unit (ns, nsec, us, usec, ms, msec, s, sec, m, min, h, hour, d, day) or
 * hz; a bare rate is in hz. Rates are stored as an interval in nanoseconds.
 */
#include "options.h"

#include <ctype.h>
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

/*
 * Stores value in field (a member of o); 0, -EINVAL for a bad value,
 * -EOVERFLOW for one over max (if not 0), -ENOTSUP for a D version that is
 * not ours.
 */
typedef int options_setter_fn(struct rt_options *o, void *field, const char *value, uint64_t max);

struct option_row {
	const char *name;
	const char *def;
	uint64_t max;
	options_setter_fn *set;
	size_t off;
	enum opt_when when;
};

static options_setter_fn options_set_bool, options_set_size, options_set_rate, options_set_int,
	options_set_str, options_set_diag, options_set_oformat,
	options_set_dump, options_set_attr, options_set_define, options_set_undef,
	options_set_incdir, options_set_libdir, options_set_word, options_set_strsize, options_set_version;

static const struct option_row option_rows[] = {
#define OPT(name, kind, def, max, setter, when) \
	{ #name, def, max, setter, offsetof(struct rt_options, name), when },
#include "options.def"
#undef OPT
};

static int options_set_bool(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	/* DTrace's words for on and off, in any case */
	static const char *const on[] = {"1", "true", "yes", "on", "set", "enable", "enabled"};
	static const char *const off[] = {"0", "false", "no", "off", "unset", "disable", "disabled"};

	(void)o;
	(void)max;
	if (!value) {
		*(bool *)field = true;
		return 0;
	}
	for (size_t i = 0; i < sizeof(on) / sizeof(on[0]); i++) {
		if (strcasecmp(value, on[i]) == 0) {
			*(bool *)field = true;
			return 0;
		}
		if (strcasecmp(value, off[i]) == 0) {
			*(bool *)field = false;
			return 0;
		}
	}
	return -EINVAL;
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

static int options_set_size(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	static const struct suffix sfx[] = {
		{ "k", 1ull << 10 }, { "m", 1ull << 20 }, { "g", 1ull << 30 }, { "t", 1ull << 40 },
		{ NULL, 0 },
	};
	uint64_t v;
	int err = parse_scaled(value, sfx, 1, &v);

	(void)o;
	if (err)
		return err;
	if (max && v > max)
		return -EOVERFLOW;
	*(uint64_t *)field = v;
	return 0;
}

static int options_set_rate(struct rt_options *o, void *field, const char *value, uint64_t max)
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

	(void)o;
	(void)max;
	if (err)
		return err;
	if (ns == 0)
		return -EINVAL;
	*(uint64_t *)field = ns;
	return 0;
}

/* A count or a position: never negative (DTrace: EDT_BADOPTVAL), at most max. */
static int options_set_int(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	char *end;
	long long v;

	(void)o;
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

static int options_set_str(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	(void)o;
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

/* strsize: at least room for one character and its NUL (DTrace refuses 0 and 1). */
static int options_set_strsize(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	uint64_t v;
	int err = options_set_size(o, &v, value, max);

	if (err)
		return err;
	if (v < 2)
		return -EINVAL;
	*(uint64_t *)field = v;
	return 0;
}

/* The options whose values are a few words, and those words. */
static const char *const bufpolicies[] = { "switch", "fill", "ring", NULL };
static const char *const bufresizes[] = { "auto", "manual", NULL };
static const char *const evaltimes[] = { "exec", "preinit", "postinit", "main", NULL };
static const char *const linkmodes[] = { "kernel", "primary", "dynamic", "static", NULL };
static const char *const linktypes[] = { "elf", "dof", NULL };
/* -X: the C dialect -C's preprocessor reads (cpp_run maps each to GNU cpp's) */
static const char *const stdcs[] = { "a", "c", "s", "t", NULL };

static const struct {
	size_t off;
	const char *const *words;
} word_options[] = {
	{ offsetof(struct rt_options, bufpolicy), bufpolicies },
	{ offsetof(struct rt_options, bufresize), bufresizes },
	{ offsetof(struct rt_options, evaltime), evaltimes },
	{ offsetof(struct rt_options, linkmode), linkmodes },
	{ offsetof(struct rt_options, linktype), linktypes },
	{ offsetof(struct rt_options, stdc), stdcs },
};

/* One of the words word_options lists for the option at field. */
static int options_set_word(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	size_t off = (size_t)((char *)field - (char *)o);

	(void)max;
	for (size_t i = 0; i < ARRAY_LEN(word_options); i++) {
		if (word_options[i].off != off)
			continue;
		if (!one_of(value, word_options[i].words))
			return -EINVAL;
		*(const char **)field = value;
		return 0;
	}
	BUG("options_set_word for an option without words");
}

/* amin=Name/Data/Class: stability attributes in DTrace's words. */
static int options_set_attr(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	static const char *const stab[] = { "internal", "private", "obsolete", "external",
					     "unstable", "evolving", "stable", "standard", NULL };
	static const char *const cls[] = { "unknown", "cpu", "platform", "group", "isa", "common",
					   NULL };
	char part[3][32] = { "", "", "" };
	int n;

	(void)o;
	(void)max;
	if (!value)
		return -EINVAL;
	n = sscanf(value, "%31[^/]/%31[^/]/%31s", part[0], part[1], part[2]);
	if (n != 3)
		return -EINVAL;
	for (int i = 0; i < 3; i++)
		for (char *c = part[i]; *c; c++)
			*c = (char)tolower((unsigned char)*c);
	if (!one_of(part[0], stab) || !one_of(part[1], stab) || !one_of(part[2], cls))
		return -EINVAL;
	*(const char **)field = value;
	return 0;
}

/* -D, -U, -I and their options: one more preprocessor argument, in command-line order. */
static int add_cpparg(struct rt_options *o, void *field, char flag, const char *value)
{
	if (!value || !*value)
		return -EINVAL;
	o->cppargs = xrealloc(o->cppargs, sizeof(*o->cppargs) * (o->ncppargs + 1));
	o->cppargs[o->ncppargs++] = xasprintf("-%c%s", flag, value);
	*(const char **)field = value;
	return 0;
}

static int options_set_define(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	(void)max;
	return add_cpparg(o, field, 'D', value);
}

static int options_set_undef(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	(void)max;
	return add_cpparg(o, field, 'U', value);
}

static int options_set_incdir(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	(void)max;
	return add_cpparg(o, field, 'I', value);
}

/* -L DIR, libdir=DIR: one more D library directory, after those before it */
static int options_set_libdir(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	(void)max;
	if (!value || !*value)
		return -EINVAL;
	o->libdirs = xrealloc(o->libdirs, sizeof(*o->libdirs) * (size_t)(o->nlibdirs + 1));
	o->libdirs[o->nlibdirs++] = xstrdup(value);
	*(const char **)field = value;
	return 0;
}

/*
 * The D versions: DTrace's releases of the language up to ours, 2.0. A
 * version string that is not M.m or M.m.u is a bad value; one that names
 * no release (newer than ours among them) is refused as DTrace refuses it.
 */
static const char *const d_versions[] = {
	"1.0", "1.1", "1.2", "1.2.1", "1.2.2", "1.3", "1.4", "1.4.1", "1.5", "1.6", "1.6.1",
	"1.6.2", "1.6.3", "1.7", "1.7.1", "1.8", "1.8.1", "1.9", "1.9.1", "1.10", "1.11", "1.12",
	"1.12.1", "1.13", "2.0", NULL,
};

static int options_set_version(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	unsigned maj, min, micro = 0;
	char canon[32], extra;
	int n;

	(void)o;
	(void)max;
	if (!value)
		return -EINVAL;
	n = sscanf(value, "%u.%u%c", &maj, &min, &extra);
	if (n == 3 && (extra != '.' || sscanf(value, "%u.%u.%u%c", &maj, &min, &micro, &extra) != 3))
		return -EINVAL;
	if (n < 2 || !isdigit((unsigned char)value[0]))
		return -EINVAL;
	if (micro)
		snprintf(canon, sizeof(canon), "%u.%u.%u", maj, min, micro);
	else
		snprintf(canon, sizeof(canon), "%u.%u", maj, min);
	if (!one_of(canon, d_versions))
		return -ENOTSUP;
	*(const char **)field = value;
	return 0;
}

uint32_t options_version_number(const struct rt_options *o)
{
	unsigned maj = 2, min = 0, micro = 0;

	if (o->version)
		sscanf(o->version, "%u.%u.%u", &maj, &min, &micro);
	return (maj << 24) | (min << 12) | micro;
}

/* -x dump=a,b,...: the stages that can be dumped (main.c, cc/parse.c). */
static int options_set_dump(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	static const char *const stages[] = { "tokens", "ast", "bpf", NULL };
	char word[16];

	(void)o;
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

static int options_set_diag(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	(void)o;
	(void)max;
	if (!value || (strcmp(value, "caret") != 0 && strcmp(value, "compat") != 0))
		return -EINVAL;
	*(const char **)field = value;
	return 0;
}

/* The output formats: DTrace's text, JSON Lines (json.h), or text with folded stacks (aggsvg.h). */
static int options_set_oformat(struct rt_options *o, void *field, const char *value, uint64_t max)
{
	(void)o;
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

		if (r->def && r->set(o, (char *)o + r->off, r->def, r->max) != 0)
			BUG("bad default in options.def");
	}
}

void options_fini(struct rt_options *o)
{
	for (int i = 0; i < o->ncppargs; i++)
		free(o->cppargs[i]);
	free(o->cppargs);
	o->cppargs = NULL;
	o->ncppargs = 0;
	for (int i = 0; i < o->nlibdirs; i++)
		free(o->libdirs[i]);
	free(o->libdirs);
	o->libdirs = NULL;
	o->nlibdirs = 0;
}

int options_set_from(struct rt_options *o, const char *name, const char *value,
		     enum opt_from from)
{
	for (size_t i = 0; i < ARRAY_LEN(option_rows); i++) {
		const struct option_row *r = &option_rows[i];

		if (strcmp(r->name, name) != 0)
			continue;
		if (from == OPT_FROM_PRAGMA && r->when == OPT_CPP)
			return -EPERM;
		if (from == OPT_FROM_TRACING && r->when == OPT_RT)
			return -EBUSY;
		if (strcmp(name, "stackframes") == 0 || strcmp(name, "ustackframes") == 0)
			o->frames_set[name[0] == 'u'] = true;
		return r->set(o, (char *)o + r->off, value, r->max);
	}
	return -ENOENT;
}

int options_set(struct rt_options *o, const char *name, const char *value)
{
	return options_set_from(o, name, value, OPT_FROM_CMDLINE);
}

const char *options_strerror(const char *name, int err)
{
	switch (err) {
	case -ENOENT:
		return "Invalid option name";
	case -EOVERFLOW:
		return strerror(EOVERFLOW);
	case -EPERM:
		return "Option cannot be used from within a D program";
	case -EBUSY:
		return "Operation illegal when tracing is active";
	case -ENOTSUP:
		return strerror(ENOTSUP);
	}
	if (strcmp(name, "oformat") == 0)
		return "Invalid value for specified option (oformat is text, json or folded)";
	if (strcmp(name, "bufpolicy") == 0)
		return "Invalid value for specified option (bufpolicy is switch, fill or ring)";
	if (strcmp(name, "dump") == 0)
		return "Invalid value for specified option (dump is tokens, ast or bpf, or a list of them)";
	return "Invalid value for specified option";
}

/* The kernel's most frames for a stack (perf_event_max_stack), or 127, its default. */
static uint64_t kernel_max_stack(void)
{
	FILE *f = fopen("/proc/sys/kernel/perf_event_max_stack", "r");
	unsigned long long v = 127;

	if (f) {
		if (fscanf(f, "%llu", &v) != 1)
			v = 127;
		fclose(f);
	}
	return v;
}

int options_check(struct rt_options *o)
{
	static const char *const frames[] = { "stackframes", "ustackframes", NULL };
	uint64_t kmax = kernel_max_stack(), max = o->maxframes ? (uint64_t)o->maxframes : kmax;

	if (max > kmax) {
		fprintf(stderr, "dtrace: failed to set -x maxframes: %s\n", strerror(EOVERFLOW));
		return -EOVERFLOW;
	}
	for (int i = 0; frames[i]; i++) {
		uint64_t v = (uint64_t)(i ? o->ustackframes : o->stackframes);

		if (v > max && !o->frames_set[i]) { /* a default beyond maxframes is lowered to it, as DTrace does */
			if (i)
				o->ustackframes = (int64_t)max;
			else
				o->stackframes = (int64_t)max;
			continue;
		}
		if (v > max) {
			fprintf(stderr, "dtrace: failed to set -x %s: %s\n", frames[i], strerror(EOVERFLOW));
			return -EOVERFLOW;
		}
	}
	return 0;
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
	cc->jstackframes = (uint32_t)o->jstackframes;
	cc->defaultargs = o->defaultargs;
	cc->scratchsize = o->scratchsize;
	cc->pcapsize = (uint32_t)o->pcapsize;
	cc->specsize = o->specsize;
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
	po->rawbytes = o->rawbytes;
	po->printsize = (uint32_t)o->printsize;
	po->has_stackindent = true;
	po->stackindent = (int)o->stackindent;
	po->json = o->oformat && strcmp(o->oformat, "json") == 0;
	po->folded = o->oformat && strcmp(o->oformat, "folded") == 0;
}
