/*
 * ifunc.h - the functions a process really runs for its IFUNC symbols
 * (glibc's memcpy, strlen, ...), and which function symbols of an object
 * programs bind (not compatibility versions). For the pid provider.
 */
#ifndef SYM_IFUNC_H
#define SYM_IFUNC_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

/* Calls fn for each IFUNC symbol of ELF file path, once per name, with its resolver's address. */
typedef int ifunc_fn(void *ctx, const char *name, uint64_t resolver);
int ifunc_each(const char *path, ifunc_fn *fn, void *ctx);
/*
 * True if function symbol name at vaddr of path is not what a program
 * calling name gets: a compatibility version (memcpy@GLIBC_2.2.5) of a
 * name whose default version is elsewhere or is an IFUNC.
 */
bool ifunc_shadowed(const char *path, const char *name, uint64_t vaddr);
/*
 * Sets *impl to the address in path (as its symbols count) of the
 * implementation that IFUNC name, resolver at `resolver`, resolves to in
 * process pid. Returns 0, or -ENOENT if that cannot be known (not resolved
 * yet by the process, or resolved outside path: the vDSO).
 */
int ifunc_resolve(pid_t pid, const char *path, const char *name, uint64_t resolver, uint64_t *impl);
/* Frees the cache. */
void ifunc_fini(void);

#endif
