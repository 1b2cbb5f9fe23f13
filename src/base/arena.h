/*
 * arena.h - region allocator: memory grouped by lifetime (STYLE.md §4).
 *
 * Allocations are zeroed and 16-byte aligned; nothing is freed one by one.
 * arena_free() releases everything at once and leaves the arena empty and
 * reusable.
 */
#ifndef BASE_ARENA_H
#define BASE_ARENA_H

#include <stddef.h>

struct arena_chunk;

struct arena {
	struct arena_chunk *head;
};

void *arena_alloc(struct arena *a, size_t size);
char *arena_strdup(struct arena *a, const char *s);
char *arena_strndup(struct arena *a, const char *s, size_t n);
char *arena_printf(struct arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void *arena_memdup(struct arena *a, const void *p, size_t n);
void arena_free(struct arena *a);

#define ARENA_NEW(a, type) ((type *)arena_alloc((a), sizeof(type)))
#define ARENA_NEWN(a, type, n) ((type *)arena_alloc((a), sizeof(type) * (n)))

#endif
