/*
 * spec.c - speculative records held by the consumer (see spec.h).
 *
 * Each speculation id has one buffer of length-prefixed record copies,
 * bounded by -x specsize; a record that does not fit is dropped and
 * counted, and reported as DTrace does ("dtrace: N speculative drops").
 * At most -x nspec speculations hold records at once: one that would be
 * the next fails, and its records are dropped ("dtrace: N failed
 * speculations (no speculative buffer available)"), until committed or
 * discarded. Ids are few, so a linear list serves.
 */
#include "spec.h"

#include <stdlib.h>
#include <string.h>

#include <bpf/bpf.h>

#include "../base/util.h"

struct spec_buf {
	uint64_t id;
	bool failed;               /* no buffer was free for it: its records are dropped */
	uint8_t *data;             /* [u32 len][record] ... */
	size_t len, cap;
	struct spec_buf *next;
};

static struct spec_buf *find(struct session *s, uint64_t id, bool create)
{
	struct spec_buf *b;

	for (b = s->specs; b; b = b->next)
		if (b->id == id)
			return b;
	if (!create)
		return NULL;
	b = xcalloc(1, sizeof(*b));
	b->id = id;
	b->next = s->specs;
	s->specs = b;
	return b;
}

/* The speculations holding buffers. */
static uint64_t in_use(const struct session *s)
{
	uint64_t n = 0;

	for (const struct spec_buf *b = s->specs; b; b = b->next)
		n += !b->failed;
	return n;
}

void spec_hold(struct session *s, uint64_t id, const void *rec, size_t len)
{
	struct spec_buf *b = id ? find(s, id, false) : NULL;
	uint32_t n = (uint32_t)len;

	if (id && !b) {
		bool full = in_use(s) >= (uint64_t)s->opt.nspec;

		b = find(s, id, true);
		b->failed = full;
		s->spec_unavail += full;
	}
	if (b && b->failed)
		return;
	if (id == 0 || b->len + sizeof(n) + len > s->opt.specsize) {
		s->spec_drops++;
		return;
	}
	if (b->len + sizeof(n) + len > b->cap) {
		b->cap = (b->len + sizeof(n) + len) * 2;
		b->data = xrealloc(b->data, b->cap);
	}
	memcpy(b->data + b->len, &n, sizeof(n));
	memcpy(b->data + b->len + sizeof(n), rec, len);
	b->len += sizeof(n) + len;
}

/*
 * The kernel may hand out id again (MAPR_SPEC): its commit() or discard()
 * has been seen, and the records speculated before it with it are done.
 */
static void release(struct session *s, uint64_t id)
{
	int idx = session_map_index(s, MAPR_SPEC);
	uint32_t key = (uint32_t)(id - 1);
	uint64_t zero = 0;

	if (id == 0 || idx < 0 || s->map_fds[idx] < 0 || id > s->pd->maps[idx].max_entries)
		return;
	(void)bpf_map_update_elem(s->map_fds[idx], &key, &zero, BPF_ANY);
}

static void drop(struct session *s, struct spec_buf *b)
{
	struct spec_buf **pp = &s->specs;

	while (*pp != b)
		pp = &(*pp)->next;
	*pp = b->next;
	free(b->data);
	free(b);
}

void spec_commit(struct session *s, uint64_t id, int (*fn)(void *ctx, void *rec, size_t len))
{
	struct spec_buf *b = find(s, id, false);

	release(s, id);
	if (!b)
		return;
	for (size_t at = 0; at + sizeof(uint32_t) <= b->len;) {
		uint32_t n;

		memcpy(&n, b->data + at, sizeof(n));
		at += sizeof(n);
		fn(s, b->data + at, n);
		at += n;
	}
	drop(s, b);
}

void spec_discard(struct session *s, uint64_t id)
{
	struct spec_buf *b = find(s, id, false);

	release(s, id);
	if (b)
		drop(s, b);
}

void spec_fini(struct session *s)
{
	while (s->specs)
		drop(s, s->specs);
}
