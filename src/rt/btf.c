/*
 * btf.c - kernel types from vmlinux BTF, converted into the compiler's type
 * system (cc/type.h).
 *
 * Input: a C type name from the checker. Output: struct type in cc->arena.
 * vmlinux BTF is read once per process, and only when the program asks for
 * a kernel type: the file is mapped (kernels since 6.16 allow it) rather
 * than copied, and indexed here by type id, as far into its type section
 * as the ids used (struct kbtf), where libbpf's btf__new() would copy
 * (5.5 MB) and index all of it. Converted
 * types are memoized by BTF id for the current compile. Struct and union
 * members are converted lazily through the sou->complete hook, so
 * resolving "struct task_struct" does not convert half the kernel. Reads
 * /sys/kernel/btf/vmlinux (world-readable); needs no privilege.
 */
#include "btf.h"

#include <bpf/btf.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/btf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/util.h"
#include "../cc/cc.h"
#include "../cc/check.h"
#include "../cc/type.h"

#define VMLINUX_BTF "/sys/kernel/btf/vmlinux"

/*
 * vmlinux BTF as read: the raw blob and an index of its types by id,
 * extended only as far as an id asked for (type_by_id) or a search by name
 * goes. The kernel's own types come first (task_struct is id 114,
 * btf_trace_sys_exit 11328 of 127,000 on 6.18), so most programs walk a
 * tenth of the type section; the walk is a chain of dependent loads
 * (each type's size says where the next one is), about 0.5 ms in whole.
 */
struct kbtf {
	void *data;            /* mapped, or on the heap where mapping is refused */
	size_t size;           /* bytes */
	bool mapped;
	bool ok;               /* the header is one this reader knows */
	const char *strs;      /* string section */
	uint32_t str_len;
	uint32_t *offs;        /* by type id (1 up): offset of its struct btf_type in data */
	uint32_t n;            /* type ids indexed so far: 0 (void) to n - 1 */
	uint32_t cap;          /* slots of offs: more than there can be types */
	const uint8_t *next;   /* the walk: the type after id n - 1 */
	const uint8_t *end;    /* the end of the type section */
};

static struct kbtf vmlinux;
static bool vmlinux_tried;
/*
 * The current compile's memo of converted types, by BTF id: zeroed pages
 * from calloc, so that only the pages of the ids converted are touched
 * (the array is 1 MB; an arena's was zeroed whole). One compile at a time:
 * a compile whose type table has no memo yet drops the last one's.
 */
static struct type **memo_types;
static uint32_t memo_n;

/*
 * Bytes that follow a struct btf_type of each kind (libbpf's btf_type_size,
 * for a walk): fixed[kind] + vlen * per_vlen[kind]. Tables rather than a
 * switch: a search for a name the kernel lacks walks all ~130,000 types.
 */
static const uint8_t extra_fixed[32] = {
	[BTF_KIND_INT] = 4,
	[BTF_KIND_ARRAY] = sizeof(struct btf_array),
	[BTF_KIND_VAR] = sizeof(struct btf_var),
	[BTF_KIND_DECL_TAG] = sizeof(struct btf_decl_tag),
};
static const uint8_t extra_per_vlen[32] = {
	[BTF_KIND_STRUCT] = sizeof(struct btf_member),
	[BTF_KIND_UNION] = sizeof(struct btf_member),
	[BTF_KIND_ENUM] = sizeof(struct btf_enum),
	[BTF_KIND_ENUM64] = sizeof(struct btf_enum64),
	[BTF_KIND_FUNC_PROTO] = sizeof(struct btf_param),
	[BTF_KIND_DATASEC] = sizeof(struct btf_var_secinfo),
};

/* Maps (or else reads) vmlinux BTF into kb->data. Returns 0 or a negative errno. */
static int kbtf_read(struct kbtf *kb)
{
	struct stat st;
	int fd = open(VMLINUX_BTF, O_RDONLY | O_CLOEXEC);
	int err = 0;

	if (fd < 0)
		return -errno;
	if (fstat(fd, &st) < 0 || st.st_size < (off_t)sizeof(struct btf_header)) {
		err = -EINVAL;
		goto out;
	}
	kb->size = (size_t)st.st_size;
	kb->data = mmap(NULL, kb->size, PROT_READ, MAP_PRIVATE, fd, 0);
	kb->mapped = kb->data != MAP_FAILED;
	if (!kb->mapped) {
		size_t got = 0;
		ssize_t r = 0;

		kb->data = xmalloc(kb->size);
		while (got < kb->size && (r = read(fd, (char *)kb->data + got, kb->size - got)) > 0)
			got += (size_t)r;
		if (got < kb->size)
			err = r < 0 ? -errno : -EINVAL;
	}
out:
	close(fd);
	return err;
}

/* Checks kb's header and readies its index; false if the blob is not BTF this reader knows. */
static bool kbtf_open(struct kbtf *kb)
{
	const struct btf_header *hdr = kb->data;

	if (hdr->magic != BTF_MAGIC || hdr->hdr_len > kb->size ||
	    (uint64_t)hdr->hdr_len + hdr->type_off + hdr->type_len > kb->size ||
	    (uint64_t)hdr->hdr_len + hdr->str_off + hdr->str_len > kb->size)
		return false;
	kb->next = (const uint8_t *)kb->data + hdr->hdr_len + hdr->type_off;
	kb->end = kb->next + hdr->type_len;
	kb->strs = (const char *)kb->data + hdr->hdr_len + hdr->str_off;
	kb->str_len = hdr->str_len;
	/* at most one type per struct btf_type's bytes: never grown (pages past the last id stay untouched) */
	kb->cap = hdr->type_len / sizeof(struct btf_type) + 2;
	kb->offs = xmalloc(sizeof(*kb->offs) * kb->cap);
	kb->n = 1;
	kb->ok = true;
	return true;
}

/* Extends kb's index to id; false if kb has no type id (the walk ends, or overruns the section, first). */
static bool kbtf_index_to(struct kbtf *kb, uint32_t id)
{
	const uint8_t *base = kb->data, *p = kb->next, *end = kb->end;
	uint32_t n = kb->n, *offs = kb->offs;

	while (n <= id && p + sizeof(struct btf_type) <= end) { /* locals: no stores through kb */
		uint32_t info = ((const struct btf_type *)p)->info;
		uint32_t kind = (info >> 24) & 0x1f, vlen = info & 0xffff;
		const uint8_t *after = p + sizeof(struct btf_type) + extra_fixed[kind] + vlen * extra_per_vlen[kind];

		if (after > end)
			break; /* a type running past the section: not one */
		offs[n++] = (uint32_t)(p - base);
		p = after;
	}
	kb->n = n;
	kb->next = p;
	return id < n;
}

static void kbtf_free(struct kbtf *kb)
{
	if (kb->data && kb->mapped)
		munmap(kb->data, kb->size);
	else
		free(kb->data);
	free(kb->offs);
	memset(kb, 0, sizeof(*kb));
}

static struct kbtf *btf_get(void)
{
	if (!vmlinux_tried) {
		vmlinux_tried = true;
		if (kbtf_read(&vmlinux) || !kbtf_open(&vmlinux))
			kbtf_free(&vmlinux);
	}
	return vmlinux.ok ? &vmlinux : NULL;
}

void btf_release(void)
{
	kbtf_free(&vmlinux);
	vmlinux_tried = false;
	free(memo_types);
	memo_types = NULL;
	memo_n = 0;
}

static const struct btf_type *type_by_id(uint32_t id)
{
	if (!id || (id >= vmlinux.n && !kbtf_index_to(&vmlinux, id)))
		return NULL;
	return (const struct btf_type *)((const char *)vmlinux.data + vmlinux.offs[id]);
}

static const char *name_at(uint32_t off)
{
	return off < vmlinux.str_len ? vmlinux.strs + off : "";
}

/* The first type of this kind named name, or 0 (as btf__find_by_name_kind, linearly). */
static uint32_t find_by_name_kind(const char *name, int kind)
{
	const struct btf_type *bt;

	for (uint32_t id = 1; (bt = type_by_id(id)) != NULL; id++)
		if (btf_kind(bt) == kind && strcmp(name_at(bt->name_off), name) == 0)
			return id;
	return 0;
}

/* The compile's memo of converted types, by BTF id (see memo_types). */
static struct type **memo_of(struct cc *cc)
{
	struct type_table *tt = &check_state(cc)->tt;

	if (!tt->host_memo) {
		free(memo_types);
		memo_n = vmlinux.cap; /* ids to come, too */
		memo_types = xcalloc(memo_n, sizeof(*memo_types));
		tt->host_memo = memo_types;
	}
	return tt->host_memo;
}

static struct type *convert(struct cc *cc, uint32_t id);

/* The sou->complete hook: adds the members of a BTF struct or union. */
static void complete_sou(struct cc *cc, struct type *t)
{
	const struct btf_type *bt = type_by_id((uint32_t)t->sou->ext_id);
	const struct btf_member *m = btf_members(bt);

	for (uint16_t i = 0; i < btf_vlen(bt); i++, m++) {
		uint32_t bitoff = btf_member_bit_offset(bt, i);
		uint32_t bitsz = btf_member_bitfield_size(bt, i);
		const char *name = name_at(m->name_off);
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
	const char *name = name_at(bt->name_off);
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
	const char *name = name_at(bt->name_off);
	struct type *t = type_sou(cc, TY_ENUM, name && *name ? name : NULL);

	t->size = bt->size;
	t->is_kernel = true;
	if (btf_is_enum(bt)) {
		const struct btf_enum *e = btf_enum(bt);

		for (uint16_t i = 0; i < btf_vlen(bt); i++, e++)
			type_add_enumerator(cc, t, name_at(e->name_off), e->val);
	}
	t->sou->defined = true;
	return t;
}

static struct type *convert_kind(struct cc *cc, uint32_t id, const struct btf_type *bt)
{
	const char *name = name_at(bt->name_off);
	struct type *t;

	switch (btf_kind(bt)) {
	case BTF_KIND_INT:
		return type_int(cc, name, bt->size, btf_int_encoding(bt) & BTF_INT_SIGNED);
	case BTF_KIND_FLOAT:
		return type_float(cc, name, bt->size);

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
	bt = type_by_id(id);
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
	int kind = BTF_KIND_TYPEDEF;
	uint32_t id;

	if (!btf_get())
		return NULL;
	if (strncmp(name, "struct ", 7) == 0)
		name += 7, kind = BTF_KIND_STRUCT;
	else if (strncmp(name, "union ", 6) == 0)
		name += 6, kind = BTF_KIND_UNION;
	else if (strncmp(name, "enum ", 5) == 0)
		name += 5, kind = BTF_KIND_ENUM;
	id = find_by_name_kind(name, kind);
	if (!id && kind == BTF_KIND_TYPEDEF)
		id = find_by_name_kind(name, BTF_KIND_INT);
	if (!id)
		return NULL;
	return convert(cc, id);
}

/* True if VAR id is in the per-CPU section. */
static bool var_is_percpu(uint32_t id)
{
	uint32_t sid = find_by_name_kind(".data..percpu", BTF_KIND_DATASEC);
	const struct btf_type *sec = sid ? type_by_id(sid) : NULL;

	for (uint32_t i = 0; sec && i < btf_vlen(sec); i++)
		if (((const struct btf_var_secinfo *)(sec + 1))[i].type == id)
			return true;
	return false;
}

struct type *btf_kernel_var(struct cc *cc, const char *name, bool *percpu)
{
	uint32_t id;

	*percpu = false;
	if (!btf_get() || !(id = find_by_name_kind(name, BTF_KIND_VAR)))
		return NULL;
	*percpu = var_is_percpu(id);
	return convert(cc, type_by_id(id)->type);
}

uint32_t btf_kernel_percpu_id(const char *name)
{
	uint32_t id;

	if (!btf_get() || !(id = find_by_name_kind(name, BTF_KIND_VAR)))
		return 0;
	return var_is_percpu(id) ? id : 0;
}

uint32_t btf_kernel_typedef_id(const char *name)
{
	return btf_get() ? find_by_name_kind(name, BTF_KIND_TYPEDEF) : 0;
}

uint32_t btf_kernel_func_id(const char *name)
{
	return btf_get() ? find_by_name_kind(name, BTF_KIND_FUNC) : 0;
}

int btf_kernel_struct(const char *name)
{
	if (!btf_get())
		return -ENODATA;
	return find_by_name_kind(name, BTF_KIND_STRUCT) ? 1 : 0;
}

int btf_kernel_tp_nargs(const char *event)
{
	char name[128];
	const struct btf_type *t;
	uint32_t id;

	if (!btf_get())
		return -ENODATA;
	snprintf(name, sizeof(name), "btf_trace_%s", event);
	id = find_by_name_kind(name, BTF_KIND_TYPEDEF);
	t = id ? type_by_id(type_by_id(id)->type) : NULL;          /* typedef -> pointer */
	t = t && btf_kind(t) == BTF_KIND_PTR ? type_by_id(t->type) : NULL; /* -> prototype */
	if (!t || btf_kind(t) != BTF_KIND_FUNC_PROTO || btf_vlen(t) < 1)
		return -ENOENT;
	return btf_vlen(t) - 1; /* after the tracepoint's data pointer */
}

const char *btf_type_dname(struct arena *a, const struct btf *btf, uint32_t id, uint32_t max_id)
{
	const struct btf_type *t;
	const char *name, *kind;

	if (id >= max_id)
		return NULL;
	t = btf__type_by_id(btf, id);
	while (t && (btf_is_const(t) || btf_is_volatile(t) || btf_is_restrict(t) ||
		     btf_is_type_tag(t)))
		t = btf__type_by_id(btf, t->type);
	if (!t)
		return NULL;
	if (btf_is_ptr(t)) {
		const char *to = t->type ? btf_type_dname(a, btf, t->type, max_id) : "void";

		return to ? arena_printf(a, "%s *", to) : NULL;
	}
	name = btf__name_by_offset(btf, t->name_off);
	if (!name || !*name)
		return NULL;
	if (btf_is_struct(t))
		kind = "struct ";
	else if (btf_is_union(t))
		kind = "union ";
	else if (btf_is_enum(t) || btf_is_enum64(t))
		kind = "enum ";
	else if (btf_is_int(t) || btf_is_typedef(t))
		kind = "";
	else
		return NULL;
	return arena_printf(a, "%s%s", kind, name);
}
