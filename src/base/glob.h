/*
 * glob.h - DTrace's globbing of probe description fields (no kernel, no
 * libbpf: unit-tested in tests/unit/test_glob.c).
 */
#ifndef BASE_GLOB_H
#define BASE_GLOB_H

#include <stdbool.h>

/* True if s matches pattern p (*, ?, [...], \x); an empty or NULL pattern matches anything. */
bool glob_match(const char *p, const char *s);

#endif
