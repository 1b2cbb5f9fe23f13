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

struct rt_options {
#define OPT(name, kind, def, max, setter) OPT_CTYPE_##kind name;
#include "options.def"
#undef OPT
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
/* Why options_set() failed, as DTrace words it (naming the values where they are few). */
const char *options_strerror(const char *name, int err);
/* Parses "NAME[=VALUE]" (the -x argument) and sets it; prints DTrace's message on failure. */
int options_set_arg(struct rt_options *o, const char *arg);
/* Copies what the compiler and the printer need. */
void options_to_cc(const struct rt_options *o, struct cc_opts *cc);
void options_to_print(const struct rt_options *o, struct print_opts *po);

#endif
