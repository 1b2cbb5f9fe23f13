/*
 * btf.c - kernel types from vmlinux BTF, converted into the compiler's type
 * system (cc/type.h).
 *
 * Input: a C type name from the checker. Output: struct type in cc->arena.
 * vmlinux BTF is loaded once per process with libbpf; converted types are
 * memoized by BTF id for the current compile. Struct and union members are
 * converted lazily through the sou->complete hook, so resolving
 * "struct task_struct" does not convert half the kernel. Reads
 * /sys/kernel/btf/vmlinux (world-readable); needs no privilege.
 */
#include "btf.h"

#include <bpf/btf.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "../cc/cc.h"
#include "../cc/check.h"
#include "../cc/type.h"

static struct btf *vmlinux;
static bool vmlinux_tried;
static uint32_t memo_n;          /* BTF types: the size of every compile's memo */

static struct btf *btf_get(void)
{
	if (!vmlinux_tried) {
		vmlinux_tried = true;
		vmlinux = btf__load_vmlinux_btf(); /* NULL with errno set on failure (libbpf 1.x) */
	}
	return vmlinux;
}

void btf_release(void)
{
	btf__free(vmlinux);
	vmlinux = NULL;
	vmlinux_tried = false;
}

/* The compile's memo of converted types, by BTF id (in cc->arena, dies with the compile). */
static struct type **memo_of(struct cc *cc)
{
	struct type_table *tt = &check_state(cc)->tt;

	if (!tt->host_memo) {
		memo_n = btf__type_cnt(vmlinux);
		tt->host_memo = ARENA_NEWN(&cc->arena, struct type *, memo_n);
	}
	return tt->host_memo;
}

static struct type *convert(struct cc *cc, uint32_t id);

/* The sou->complete hook: adds the members of a BTF struct or union. */
static void complete_sou(struct cc *cc, struct type *t)
{
	const struct btf_type *bt = btf__type_by_id(vmlinux, (uint32_t)t->sou->ext_id);
	const struct btf_member *m = btf_members(bt);

	for (uint16_t i = 0; i < btf_vlen(bt); i++, m++) {
		uint32_t bitoff = btf_member_bit_offset(bt, i);
		uint32_t bitsz = btf_member_bitfield_size(bt, i);
		const char *name = btf__name_by_offset(vmlinux, m->name_off);
		struct type *mt = convert(cc, m->type);

		if (bitsz)
			type_add_member(cc, t, name, mt, bitoff / 8, (uint8_t)(bitoff % 8), (uint8_t)bitsz);
		else
			type_add_member(cc, t, name, mt, bitoff / 8, 0, 0);
	}
	t->sou->defined = true;
}

static struct type *convert_sou(struct cc *cc, uint32_t id, const struct btf_type *bt)
{
	enum type_kind kind = btf_is_union(bt) ? TY_UNION : TY_STRUCT;
	const char *name = btf__name_by_offset(vmlinux, bt->name_off);
	struct type *t = type_sou(cc, kind, name && *name ? name : NULL);

	t->is_kernel = true;
	if (btf_is_fwd(bt))
		return t;
	t->size = bt->size;
	t->align = 8;
	t->sou->complete = complete_sou;
	t->sou->ext_id = id;
	t->sou->defined = true;
	return t;
}

static struct type *convert_enum(struct cc *cc, const struct btf_type *bt)
{
	const char *name = btf__name_by_offset(vmlinux, bt->name_off);
	struct type *t = type_sou(cc, TY_ENUM, name && *name ? name : NULL);

	t->size = bt->size;
	t->is_kernel = true;
	if (btf_is_enum(bt)) {
		const struct btf_enum *e = btf_enum(bt);

		for (uint16_t i = 0; i < btf_vlen(bt); i++, e++)
			type_add_enumerator(cc, t, btf__name_by_offset(vmlinux, e->name_off), e->val);
	}
	t->sou->defined = true;
	return t;
}

static struct type *convert_kind(struct cc *cc, uint32_t id, const struct btf_type *bt)
{
	const char *name = btf__name_by_offset(vmlinux, bt->name_off);
	struct type *t;

	switch (btf_kind(bt)) {
	case BTF_KIND_INT:
		return type_int(cc, name, bt->size, btf_int_encoding(bt) & BTF_INT_SIGNED);
	case BTF_KIND_FLOAT:
		return type_int(cc, name, bt->size, true);
	case BTF_KIND_PTR:
		return type_ptr(cc, convert(cc, bt->type), false);
	case BTF_KIND_ARRAY:
		return type_array(cc, convert(cc, btf_array(bt)->type), btf_array(bt)->nelems);
	case BTF_KIND_STRUCT:
	case BTF_KIND_UNION:
	case BTF_KIND_FWD:
		return convert_sou(cc, id, bt);
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64:
		return convert_enum(cc, bt);
	case BTF_KIND_TYPEDEF:
		return type_typedef(cc, convert(cc, bt->type), name);
	case BTF_KIND_FUNC_PROTO:
		t = type_new(cc, TY_FUNC, "function", 0);
		t->to = convert(cc, bt->type);
		return t;
	default: /* const, volatile, restrict, type tags: the type underneath */
		return convert(cc, bt->type);
	}
}

static struct type *convert(struct cc *cc, uint32_t id)
{
	struct type **memo = memo_of(cc);
	const struct btf_type *bt;
	struct type *t;

	if (id == 0)
		return type_new(cc, TY_VOID, "void", 0);
	if (id < memo_n && memo[id])
		return memo[id];
	bt = btf__type_by_id(vmlinux, id);
	if (!bt)
		return type_new(cc, TY_VOID, "void", 0);
	/* pointers to structs: the struct first, so that cycles end at the memo */
	t = convert_kind(cc, id, bt);
	t->is_kernel = true;
	if (id < memo_n)
		memo[id] = t;
	return t;
}

struct type *btf_kernel_type(struct cc *cc, const char *name)
{
	struct btf *btf = btf_get();
	int kind = BTF_KIND_TYPEDEF;
	int32_t id;

	if (!btf)
		return NULL;
	if (strncmp(name, "struct ", 7) == 0)
		name += 7, kind = BTF_KIND_STRUCT;
	else if (strncmp(name, "union ", 6) == 0)
		name += 6, kind = BTF_KIND_UNION;
	else if (strncmp(name, "enum ", 5) == 0)
		name += 5, kind = BTF_KIND_ENUM;
	id = btf__find_by_name_kind(btf, name, kind);
	if (id < 0 && kind == BTF_KIND_TYPEDEF)
		id = btf__find_by_name_kind(btf, name, BTF_KIND_INT);
	if (id < 0)
		return NULL;
	return convert(cc, (uint32_t)id);
}
