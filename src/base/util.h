/*
 * util.h - small things every stage uses: xmalloc, BUG(), ARRAY_LEN.
 *
 * Running out of memory is fatal (xmalloc prints and exits); BUG() reports
 * an internal error with our own file:line and aborts, or, inside a compile,
 * fails that compile with D_UNKNOWN (util_bug_handler). Neither is ever the
 * user's fault.
 */
#ifndef BASE_UTIL_H
#define BASE_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define ALIGN_UP(x, a) (((x) + ((a) - 1)) & ~((__typeof__(x))(a) - 1))

void *xmalloc(size_t size);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* FNV-1a of n bytes at p, continuing from h (UTIL_HASH_INIT to start): for hash tables. */
#define UTIL_HASH_INIT 2166136261u
uint32_t util_hash(uint32_t h, const void *p, size_t n);

/*
 * A /proc/.../stat file's fields after the command (" S 1 ...": state,
 * ppid, ... , field 3 on), read into buf; NULL if it cannot be read. The
 * command may hold spaces and parentheses: it ends at the last ')'.
 */
const char *util_proc_stat(const char *path, char *buf, size_t size);

/* Reads a whole file into a NUL-terminated heap buffer; NULL and errno on failure. */
char *util_read_file(const char *path, size_t *len);

/* CLOCK_MONOTONIC now, in nanoseconds. */
uint64_t util_mono_ns(void);

_Noreturn void util_bug(const char *file, int line, const char *msg);
/*
 * While a handler is set, BUG() calls it instead of aborting; the handler
 * must not return (the compiler's turns the bug into a failed compile with
 * D_UNKNOWN). Returns the previous handler, to put back afterwards.
 */
typedef void util_bug_fn(void *ctx, const char *file, int line, const char *msg);
util_bug_fn *util_bug_handler(util_bug_fn *fn, void *ctx, void **prev_ctx);
#define BUG(msg) util_bug(__FILE__, __LINE__, (msg))
#define unreachable() util_bug(__FILE__, __LINE__, "unreachable")

#endif
