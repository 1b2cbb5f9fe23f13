/*
 * arena.c - region allocator. Chunks of at least 64 KiB, bump allocation,
 * zeroed memory. Large requests get a chunk of their own.
 */
#include "arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "util.h"

struct arena_chunk {
	struct arena_chunk *next;
	size_t used; /* bytes of data[] handed out */
	size_t size; /* bytes of data[] */
	size_t mapped; /* bytes mapped at the chunk (a huge chunk), or 0 (heap) */
	_Alignas(16) unsigned char data[];
};

/*
 * Chunks start at 64 KiB and double with each new chunk up to 8 MiB, so
 * that an arena that grows large (dtrace -l: 100,000 probes, 80 MB) takes
 * few chunks; from HUGE_CHUNK up they are mapped on a 2 MiB boundary and
 * asked to be transparent huge pages, a page fault per 2 MiB rather than
 * per 4 KiB. Untouched pages of a mapped chunk are not resident.
 */
enum { CHUNK_MIN = 64 * 1024, CHUNK_MAX = 8 << 20, HUGE_CHUNK = 4 << 20, HUGE_PAGE = 2 << 20 };

/* A zeroed chunk with want bytes of data, mapped huge-page aligned. NULL if mapping fails. */
static struct arena_chunk *huge_chunk(size_t want)
{
	size_t len = ALIGN_UP(sizeof(struct arena_chunk) + want, (size_t)HUGE_PAGE);
	uint8_t *m = mmap(NULL, len + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	uint8_t *at;
	struct arena_chunk *c;

	if (m == MAP_FAILED)
		return NULL;
	at = (uint8_t *)ALIGN_UP((uintptr_t)m, (uintptr_t)HUGE_PAGE);
	if (at > m)
		munmap(m, (size_t)(at - m));
	munmap(at + len, (size_t)(m + HUGE_PAGE - at));
	madvise(at, len, MADV_HUGEPAGE);
	c = (struct arena_chunk *)at;
	c->mapped = len;
	return c;
}

void *arena_alloc(struct arena *a, size_t size)
{
	struct arena_chunk *c = a->head;
	void *p;

	size = ALIGN_UP(size ? size : 1, (size_t)16);
	if (!c || c->size - c->used < size) {
		size_t want = c && c->size < CHUNK_MAX ? 2 * c->size : c ? c->size : CHUNK_MIN;

		if (want < size)
			want = size;
		c = want >= HUGE_CHUNK ? huge_chunk(want) : NULL;
		if (!c)
			c = xcalloc(1, sizeof(*c) + want);
		c->size = want;
		c->next = a->head;
		a->head = c;
	}
	p = c->data + c->used;
	c->used += size;
	return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *arena_strdup(struct arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

void *arena_memdup(struct arena *a, const void *p, size_t n)
{
	void *q = arena_alloc(a, n);

	memcpy(q, p, n);
	return q;
}

char *arena_printf(struct arena *a, const char *fmt, ...)
{
	va_list ap;
	int n;
	char *p;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	p = arena_alloc(a, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}

void arena_free(struct arena *a)
{
	struct arena_chunk *c = a ? a->head : NULL;

	while (c) {
		struct arena_chunk *next = c->next;

		if (c->mapped)
			munmap(c, c->mapped);
		else
			free(c);
		c = next;
	}
	if (a)
		a->head = NULL;
}
