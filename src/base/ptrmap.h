/*
 * ptrmap.h - a hash map keyed by a pair of pointers, growing in an arena.
 *
 * What the compiler asks of the probes a description matched a hundred
 * thousand times (`:::` is every probe): has this probe been seen, is it one
 * of this clause's. A linear search there made matching quadratic. The map
 * lives in the arena it is given (the compile's), so an error longjmp leaks
 * nothing; a table outgrown stays in the arena until it is freed, at most
 * as much again as the last one. Keys are compared, never dereferenced; a
 * value is any non-NULL pointer.
 */
#ifndef BASE_PTRMAP_H
#define BASE_PTRMAP_H

#include <stdbool.h>
#include <stdint.h>

struct arena;

struct ptrmap_ent {
	const void *k1, *k2;
	void *val;           /* NULL: the slot is free */
};

struct ptrmap {
	struct ptrmap_ent *ents;
	uint32_t n, cap;     /* cap: 0 or a power of two */
};

/* The value stored for (k1, k2), or NULL. */
void *ptrmap_get(const struct ptrmap *m, const void *k1, const void *k2);
/* Makes room for n keys in all, so that putting them does not grow the table step by step. */
void ptrmap_reserve(struct ptrmap *m, struct arena *a, uint32_t n);
/* Stores val (non-NULL) for (k1, k2) and returns true, or returns false if the key is there already. */
bool ptrmap_put(struct ptrmap *m, struct arena *a, const void *k1, const void *k2, void *val);

#endif
