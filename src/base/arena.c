/*
 * arena.c - region allocator. Chunks of at least 64 KiB, bump allocation,
 * zeroed memory. Large requests get a chunk of their own.
 */
#include "arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

struct arena_chunk {
	struct arena_chunk *next;
	size_t used; /* bytes of data[] handed out */
	size_t size; /* bytes of data[] */
	_Alignas(16) unsigned char data[];
};

enum { CHUNK_MIN = 64 * 1024 };

void *arena_alloc(struct arena *a, size_t size)
{
	struct arena_chunk *c = a->head;
	void *p;

	size = ALIGN_UP(size ? size : 1, (size_t)16);
	if (!c || c->size - c->used < size) {
		size_t want = size > CHUNK_MIN ? size : CHUNK_MIN;

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

		free(c);
		c = next;
	}
	if (a)
		a->head = NULL;
}
