/*
 * ptrmap.c - a hash map keyed by a pair of pointers (see ptrmap.h): open
 * addressing with linear probing, at most half full.
 */
#include "ptrmap.h"

#include "arena.h"

static uint32_t hash(const void *k1, const void *k2)
{
	uint64_t h = (uint64_t)(uintptr_t)k1 * 0x9e3779b97f4a7c15ull;

	h ^= (uint64_t)(uintptr_t)k2 * 0xc2b2ae3d27d4eb4full;
	return (uint32_t)(h >> 32) ^ (uint32_t)h;
}

static struct ptrmap_ent *slot(const struct ptrmap *m, const void *k1, const void *k2)
{
	uint32_t i = hash(k1, k2) & (m->cap - 1);

	while (m->ents[i].val && (m->ents[i].k1 != k1 || m->ents[i].k2 != k2))
		i = (i + 1) & (m->cap - 1);
	return &m->ents[i];
}

void *ptrmap_get(const struct ptrmap *m, const void *k1, const void *k2)
{
	return m->cap ? slot(m, k1, k2)->val : NULL;
}

static void grow(struct ptrmap *m, struct arena *a, uint32_t cap)
{
	struct ptrmap old = *m;

	m->cap = cap;
	m->ents = ARENA_NEWN(a, struct ptrmap_ent, m->cap);
	for (uint32_t i = 0; i < old.cap; i++)
		if (old.ents[i].val)
			*slot(m, old.ents[i].k1, old.ents[i].k2) = old.ents[i];
}

void ptrmap_reserve(struct ptrmap *m, struct arena *a, uint32_t n)
{
	uint32_t cap = m->cap ? m->cap : 64;

	while (cap < 2 * (uint64_t)n)
		cap *= 2;
	if (cap > m->cap)
		grow(m, a, cap);
}

bool ptrmap_put(struct ptrmap *m, struct arena *a, const void *k1, const void *k2, void *val)
{
	struct ptrmap_ent *e;

	if (2 * (m->n + 1) > m->cap)
		grow(m, a, m->cap ? 2 * m->cap : 64);
	e = slot(m, k1, k2);
	if (e->val)
		return false;
	*e = (struct ptrmap_ent){ k1, k2, val };
	m->n++;
	return true;
}
