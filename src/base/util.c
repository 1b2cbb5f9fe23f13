/*
 * util.c - allocation wrappers that never return NULL, file slurping, BUG().
 */
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static _Noreturn void oom(void)
{
	fputs("dtrace: out of memory\n", stderr);
	exit(2);
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		oom();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		oom();
	return p;
}

void *xrealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (!p)
		oom();
	return p;
}

char *xstrdup(const char *s)
{
	char *p = strdup(s);

	if (!p)
		oom();
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		oom();
	va_end(ap);
	return s;
}

char *util_read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 4096, n = 0;
	char *buf;

	if (!f)
		return NULL;
	buf = xmalloc(cap);
	for (;;) {
		size_t got = fread(buf + n, 1, cap - n - 1, f);

		n += got;
		if (n + 1 < cap)
			break;
		cap *= 2;
		buf = xrealloc(buf, cap);
	}
	if (ferror(f)) {
		int err = errno;

		fclose(f);
		free(buf);
		errno = err;
		return NULL;
	}
	fclose(f);
	buf[n] = '\0';
	if (len)
		*len = n;
	return buf;
}

uint32_t util_hash(uint32_t h, const void *p, size_t n)
{
	const unsigned char *c = p;

	while (n--)
		h = (h ^ *c++) * 16777619u;
	return h;
}

const char *util_proc_stat(const char *path, char *buf, size_t size)
{
	const char *paren;
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return NULL;
	n = read(fd, buf, size - 1);
	close(fd);
	if (n <= 0)
		return NULL;
	buf[n] = '\0';
	paren = strrchr(buf, ')');
	return paren ? paren + 1 : NULL;
}

static util_bug_fn *bug_fn;
static void *bug_ctx;

util_bug_fn *util_bug_handler(util_bug_fn *fn, void *ctx, void **prev_ctx)
{
	util_bug_fn *prev = bug_fn;

	if (prev_ctx)
		*prev_ctx = bug_ctx;
	bug_fn = fn;
	bug_ctx = ctx;
	return prev;
}

void util_bug(const char *file, int line, const char *msg)
{
	if (bug_fn)
		bug_fn(bug_ctx, file, line, msg);
	fprintf(stderr, "dtrace: internal error at %s:%d: %s\n", file, line, msg);
	abort();
}

uint64_t util_mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}
