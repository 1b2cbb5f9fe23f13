/*
 * options.h - the -x options (rows in options.def), parsed and stored.
 *
 * -x NAME[=VALUE], #pragma D option NAME[=VALUE] and the flags that are
 * shorthands for options (-q quiet, -b bufsize, -w destructive, -Z zdefs,
 * -v verbose) all go through options_set().
 */
#ifndef RT_OPTIONS_H
#define RT_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#define OPT_CTYPE_SIZE uint64_t
#define OPT_CTYPE_RATE uint64_t
#define OPT_CTYPE_INT int64_t
#define OPT_CTYPE_BOOL bool
#define OPT_CTYPE_STR const char *

/* DTrace's classes of options (options.def). */
enum opt_when {
	OPT_CPP, /* the preprocessor's: not from within a D program */
	OPT_CT,  /* the compiler's */
	OPT_RT,  /* the run's: fixed once tracing starts */
	OPT_DRT, /* setopt() may change it while tracing */
};

/* Where an option is being set from. */
enum opt_from {
	OPT_FROM_CMDLINE, /* -x and the flags */
	OPT_FROM_PRAGMA,  /* #pragma D option */
	OPT_FROM_TRACING, /* setopt() */
};

struct rt_options {
#define OPT(name, kind, def, max, setter, when) OPT_CTYPE_##kind name;
#include "options.def"
#undef OPT
	char **cppargs;    /* -D, -U, -I (define, undef, incdir): "-DNAME=VALUE", ... (heap) */
	int ncppargs;
	char **libdirs;    /* -L, libdir: the D library directories, in order (heap) */
	int nlibdirs;
	bool frames_set[2]; /* stackframes, ustackframes given: else maxframes lowers them */
};

struct cc_opts;
struct print_opts;

/* Fills every option with its default. */
void options_init(struct rt_options *o);
/*
 * Sets option name to value (NULL for a bare option). Returns 0, -ENOENT
 * for an unknown name, -EINVAL for a bad value; prints nothing.
 */
int options_set(struct rt_options *o, const char *name, const char *value);
/*
 * options_set() from a pragma or a running program: -EPERM for a
 * preprocessor option from a pragma, -EBUSY for one fixed once tracing.
 */
int options_set_from(struct rt_options *o, const char *name, const char *value,
		     enum opt_from from);
/* Frees what -D, -U and -I added. */
void options_fini(struct rt_options *o);
/*
 * Checks the options against one another and the kernel (stackframes and
 * ustackframes within maxframes); prints DTrace's message. 0 or -EOVERFLOW.
 */
int options_check(struct rt_options *o);
/* The D version (-x version) as __SUNW_D_VERSION numbers it: major << 24 | minor << 12 | micro. */
uint32_t options_version_number(const struct rt_options *o);
/* Why options_set() failed, as DTrace words it (naming the values where they are few). */
const char *options_strerror(const char *name, int err);
/* Parses "NAME[=VALUE]" (the -x argument) and sets it; prints DTrace's message on failure. */
int options_set_arg(struct rt_options *o, const char *arg);
/* Copies what the compiler and the printer need. */
void options_to_cc(const struct rt_options *o, struct cc_opts *cc);
void options_to_print(const struct rt_options *o, struct print_opts *po);

#endif
