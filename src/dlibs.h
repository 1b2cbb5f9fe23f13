/*
 * dlibs.h - D libraries (-L DIR, -x libdir=DIR): the .d files of library
 * directories, compiled before the program (dlibs.c).
 */
#ifndef DLIBS_H
#define DLIBS_H

#include <stdbool.h>
#include <stddef.h>

struct cc;

/* True if this system has the provider or module a library names (#pragma D depends_on). */
typedef bool dlibs_have_fn(void *ctx, const char *cls, const char *name);

/*
 * Parses into cc (cc_parse_lib) every file named *.d of each directory of
 * dirs (in order; a directory that cannot be read is skipped), each after
 * the libraries of its directory it names with #pragma D depends_on
 * library. A library that depends on a provider or module have() denies,
 * or on such a library, is left out. Returns 0; -1 with cc->diag set if a
 * library does not compile; -2 with the message in err if a library names
 * one its directory lacks, or the libraries depend on each other in a
 * circle.
 */
int dlibs_load(struct cc *cc, char *const *dirs, int ndirs, dlibs_have_fn *have, void *ctx,
	       char *err, size_t errlen);

#endif
