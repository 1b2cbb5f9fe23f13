/*
 * check.c - name resolution and typing (stage 3 of 8).
 *
 * Input: the untyped AST from parse.c and, per clause, the probes it matched
 * (check_note_matches, called by cc_match). Output: the same AST with every
 * expression's ->ty set, constants folded (a folded node becomes NODE_INT),
 * identifiers bound through ->ann (struct node_ann, check.h), and the
 * program's variables, aggregations and string constants in check_state.
 * Invariant on return: every expression reachable from a clause has a type;
 * every NODE_AGG has an agg with its function and key types fixed.
 * User errors only through cc_error(); no I/O except check_dump_types().
 *
 * Layout: state and tables; declarations; expressions; calls (prototype
 * checks, printf formats, aggregations); statements and clauses.
 */
#include "check.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "../base/ptrmap.h"
#include "../base/util.h"
#include "aggdef.h"
#include "dlib.h"
#include "lex.h"
#include "pfmt.h"

static struct type *check_expr(struct cc *cc, struct node *n);
static struct type *check_operand(struct cc *cc, struct node *n);
static bool node_is_action(const struct node *n);
static bool index_is_mem(struct cc *cc, const struct node *n);
static struct type *check_stringof(struct cc *cc, struct node *n);
static struct check_const *inline_assoc(struct check_state *ck, const char *name);

/* ---- state and tables ---- */

static const struct {
	const char *name;
	const char *type;
} builtin_rows[] = {
#define BUILTIN(name, type, id) [id] = { #name, type },
#include "builtins.def"
#undef BUILTIN
};

static const struct {
	const char *name;
	enum func_kind kind;
	const char *proto;
} func_rows[] = {
#define FUNC(name, kind, proto, cg) [FN_##name] = { #name, FK_##kind, proto },
#include "funcs.def"
#undef FUNC
};

_Static_assert(ARRAY_LEN(builtin_rows) == BI__COUNT, "builtins out of sync");
_Static_assert(ARRAY_LEN(func_rows) == FN__COUNT, "funcs out of sync");

static struct node_ann *ann(struct cc *cc, struct node *n)
{
	if (!n->ann)
		n->ann = ARENA_NEW(&cc->arena, struct node_ann);
	return n->ann;
}

/* Parses one prototype type: "int64_t", "void *", "[size_t]" (optional), "@" (any). */
static struct type *proto_type(struct cc *cc, struct check_state *ck, const char *s, size_t len)
{
	char buf[64];

	while (len && *s == ' ')
		s++, len--;
	while (len && s[len - 1] == ' ')
		len--;
	if (len >= sizeof(buf))
		BUG("prototype type too long");
	memcpy(buf, s, len);
	buf[len] = 0;
	if (strcmp(buf, "@") == 0)
		return NULL;
	struct type *t = type_lookup(cc, &ck->tt, buf);
	if (!t)
		BUG("unknown type in funcs.def prototype");
	return t;
}

/* Parses a funcs.def prototype string into fd. */
static void parse_proto(struct cc *cc, struct check_state *ck, struct func_def *fd)
{
	const char *p = strchr(fd->proto, '(');
	const char *end;

	fd->ret = proto_type(cc, ck, fd->proto, (size_t)(p - fd->proto));
	for (p++; *p && *p != ')'; p = *end ? end + 1 : end) {
		bool opt;

		while (*p == ' ')
			p++;
		end = p + strcspn(p, ",)");
		if (strncmp(p, "...", 3) == 0) {
			fd->varargs = true;
			continue;
		}
		opt = *p == '[';
		if (opt)
			fd->params[fd->nparams] = proto_type(cc, ck, p + 1, (size_t)(strchr(p, ']') - p - 1));
		else
			fd->params[fd->nparams] = proto_type(cc, ck, p, (size_t)(end - p));
		fd->nparams++;
		if (!opt)
			fd->nreq = fd->nparams;
		if (*end == ')')
			break;
	}
}

/* fileinfo_t, the type of fds[] (DTrace's translated view of an open file). */
static void define_fileinfo(struct cc *cc, struct check_state *ck)
{
	static const char *const strs[] = { "fi_name", "fi_dirname", "fi_pathname", "fi_fs", "fi_mount" };
	struct type *t = type_sou(cc, TY_STRUCT, "fileinfo");
	struct type *str = ck->tt.bt.string_t;
	uint32_t off = 0;

	for (size_t i = 0; i < ARRAY_LEN(strs); i++, off += str->size)
		type_add_member(cc, t, strs[i], str, off, 0, 0);
	type_add_member(cc, t, "fi_offset", type_lookup(cc, &ck->tt, "int64_t"), off, 0, 0);
	type_add_member(cc, t, "fi_oflags", ck->tt.bt.int_t, off + 8, 0, 0);
	t->size = off + 16;
	t->align = 8;
	t->sou->defined = true;
	type_define_tag(cc, &ck->tt, "struct fileinfo", t);
	type_define(cc, &ck->tt, "fileinfo_t", type_typedef(cc, t, "fileinfo_t"));
}

/* R_* for uregs[]: indices of x86-64 struct pt_regs words, with DTrace's generic names too. */
static void define_regs(struct cc *cc, struct check_state *ck)
{
	static const struct {
		const char *name;
		int64_t idx;
	} regs[] = {
		{ "R_R15", 0 }, { "R_R14", 1 }, { "R_R13", 2 }, { "R_R12", 3 }, { "R_RBP", 4 }, { "R_RBX", 5 },
		{ "R_R11", 6 }, { "R_R10", 7 }, { "R_R9", 8 }, { "R_R8", 9 }, { "R_RAX", 10 }, { "R_RCX", 11 },
		{ "R_RDX", 12 }, { "R_RSI", 13 }, { "R_RDI", 14 }, { "R_RIP", 16 }, { "R_CS", 17 },
		{ "R_RFL", 18 }, { "R_RSP", 19 }, { "R_SS", 20 }, { "R_PC", 16 }, { "R_SP", 19 },
		{ "R_FP", 4 }, { "R_PS", 18 }, { "R_R0", 10 }, { "R_R1", 5 }, { "R_ERR", 15 },
		/* the i386 names, of the same registers */
		{ "R_EAX", 10 }, { "R_EBX", 5 }, { "R_ECX", 11 }, { "R_EDX", 12 }, { "R_ESI", 13 },
		{ "R_EDI", 14 }, { "R_EBP", 4 }, { "R_EIP", 16 }, { "R_EFL", 18 }, { "R_ESP", 19 },
		/* not in the registers Linux saves at kernel entry: uregs[] reads them from thread_struct */
		{ "R_DS", 21 }, { "R_ES", 22 }, { "R_FS", 23 }, { "R_GS", 24 }, { "R_TRAPNO", 25 },
	};

	for (size_t i = 0; i < ARRAY_LEN(regs); i++) {
		struct check_const *c = ARENA_NEW(&cc->arena, struct check_const);

		c->name = regs[i].name;
		c->value = regs[i].idx;
		c->ty = ck->tt.bt.int_t;
		c->next = ck->consts;
		ck->consts = c;
	}
}

struct check_state *check_state(struct cc *cc)
{
	struct check_state *ck = cc->ck;

	if (ck)
		return ck;
	ck = cc->ck = ARENA_NEW(&cc->arena, struct check_state);
	type_init(cc, &ck->tt);
	for (uint32_t i = 0; i < FN__COUNT; i++) {
		struct func_def *fd = &ck->funcs[i];

		fd->name = func_rows[i].name;
		fd->kind = func_rows[i].kind;
		fd->id = (enum func_id)i;
		fd->proto = func_rows[i].proto;
		parse_proto(cc, ck, fd);
	}
	ck->tls_val_size = 8;
	define_fileinfo(cc, ck);
	define_regs(cc, ck);
	return ck;
}

/* Types a built-in variable on first use ("string<16>" is a string of 16 bytes). */
static struct type *builtin_type(struct cc *cc, enum builtin_id id)
{
	struct check_state *ck = check_state(cc);
	const char *ts = builtin_rows[id].type;
	struct type *t = ck->builtin_ty[id];

	if (t)
		return t;
	if (strncmp(ts, "string<", 7) == 0) {
		t = type_string(cc, (uint32_t)strtoul(ts + 7, NULL, 10));
	} else {
		t = type_lookup(cc, &ck->tt, ts);
		if (!t)
			t = ck->tt.bt.voidp_t; /* no kernel types (no BTF): an opaque pointer */
	}
	ck->builtin_ty[id] = t;
	return t;
}

uint32_t check_value_size(const struct type *t)
{
	if (t->sym == FIELD_USYM || t->sym == FIELD_UMOD || t->sym == FIELD_UADDR)
		return 16; /* pid, address */
	if (t->kind == TY_STRING)
		return t->size;
	if (type_is_ptr(t) && t->kind == TY_PTR)
		return 8;
	return t->size ? t->size : 8;
}

uint32_t check_strtab_add(struct cc *cc, const char *s, size_t len)
{
	struct check_state *ck = check_state(cc);
	uint32_t off;

	for (uint32_t i = 0; i + len < ck->strtab_len; i++)
		if (memcmp(ck->strtab + i, s, len) == 0 && ck->strtab[i + len] == 0)
			return i;
	if (ck->strtab_len + len + 1 > ck->strtab_cap) {
		uint32_t cap = (ck->strtab_cap + (uint32_t)len + 1) * 2;
		char *grown = ARENA_NEWN(&cc->arena, char, cap);

		if (ck->strtab_len)
			memcpy(grown, ck->strtab, ck->strtab_len);
		ck->strtab = grown;
		ck->strtab_cap = cap;
	}
	off = ck->strtab_len;
	memcpy(ck->strtab + off, s, len);
	ck->strtab[off + len] = 0;
	ck->strtab_len += (uint32_t)len + 1;
	return off;
}

static struct check_clause *clause_of(struct cc *cc, struct node *cl)
{
	struct check_state *ck = check_state(cc);
	struct check_clause *c;

	c = ptrmap_get(&ck->clause_of, cl, NULL);
	if (c)
		return c;
	c = ARENA_NEW(&cc->arena, struct check_clause);
	c->node = cl;
	ptrmap_put(&ck->clause_of, &cc->arena, cl, NULL, c);
	if (ck->clauses_tail)
		ck->clauses_tail->next = c;
	else
		ck->clauses = c;
	ck->clauses_tail = c;
	return c;
}

void check_note_matches(struct cc *cc, const struct node *pd, struct probe **probes, uint32_t n)
{
	struct check_state *ck = check_state(cc);
	struct check_clause *c = NULL;
	struct node *cl = ptrmap_get(&ck->pd_clause, pd, NULL);

	/* map the descriptions of the items not seen yet to their clauses (once each) */
	for (struct node *item = ck->pd_scanned ? ck->pd_scanned->next : cc->prog->list; !cl && item;
	     item = item->next) {
		ck->pd_scanned = item;
		if (item->kind != NODE_CLAUSE)
			continue;
		for (struct node *p = item->list; p; p = p->next)
			if (p->kind == NODE_PDESC)
				ptrmap_put(&ck->pd_clause, &cc->arena, p, NULL, item);
		cl = ptrmap_get(&ck->pd_clause, pd, NULL);
	}
	if (cl)
		c = clause_of(cc, cl);
	if (!c)
		BUG("probe description outside any clause");
	if (!c->probe_set)
		c->probe_set = ARENA_NEW(&cc->arena, struct ptrmap);
	ptrmap_reserve(c->probe_set, &cc->arena, c->nprobes + n);
	for (uint32_t i = 0; i < n; i++) {
		if (!ptrmap_put(c->probe_set, &cc->arena, probes[i], NULL, probes[i]))
			continue;
		if (c->nprobes == c->cap) {
			struct probe **grown = ARENA_NEWN(&cc->arena, struct probe *, c->cap ? c->cap * 2 : 8);

			if (c->nprobes)
				memcpy(grown, c->probes, sizeof(*grown) * c->nprobes);
			c->probes = grown;
			c->cap = c->cap ? c->cap * 2 : 8;
		}
		c->probes[c->nprobes++] = probes[i];
	}
}

bool check_is_typename(struct cc *cc, const char *name)
{
	struct check_state *ck = check_state(cc);

	size_t len = strlen(name);

	/* the System V and BSD spellings C programs (and DTrace's tests) use: uint, u_long ... */
	static const char *const classic[] = { "uint", "ulong", "ushort", "uchar", "u_int", "u_long", "u_short", "u_char" };

	if (type_find_name(&ck->tt, name))
		return true;
	for (size_t i = 0; i < ARRAY_LEN(classic); i++)
		if (strcmp(name, classic[i]) == 0)
			return type_lookup(cc, &ck->tt, name) != NULL;
	/* other kernel typedefs: only the conventional *_t names, to keep BTF lookups rare */
	return len > 2 && strcmp(name + len - 2, "_t") == 0 && type_lookup(cc, &ck->tt, name);
}

/* ---- declarations ---- */

static struct type *check_decl_type(struct cc *cc, struct node *dspec);
static struct type *apply_declarator(struct cc *cc, struct type *base, struct node *dcl);

/* Evaluates a constant integer expression (array dimensions, enumerators, agg params). */
static bool const_int(struct cc *cc, struct node *n, int64_t *v)
{
	check_expr(cc, n);
	if (n->kind != NODE_INT)
		return false;
	*v = (int64_t)n->ival;
	return true;
}

static const char *base_name_of(uint64_t fl, const char *str)
{
	bool u = fl & DS_UNSIGNED;

	if (str && (strcmp(str, "float") == 0 || strcmp(str, "double") == 0)) {
		if (fl & (DS_UNSIGNED | DS_SIGNED | DS_SHORT | DS_LONGLONG))
			return NULL;
		if (fl & DS_LONG)
			return str[0] == 'd' ? "long double" : NULL;
		return str;
	}
	if (fl & DS_LONGLONG)
		return u ? "unsigned long long" : "long long";
	if (fl & DS_LONG)
		return u ? "unsigned long" : "long";
	if (fl & DS_SHORT)
		return u ? "unsigned short" : "short";
	if (str && strcmp(str, "char") == 0)
		return u ? "unsigned char" : (fl & DS_SIGNED) ? "signed char" : "char";
	if (!str || strcmp(str, "int") == 0)
		return u ? "unsigned int" : "int";
	return str;
}

/* enum { A, B = 5, C }: the constants, in the enum and as D identifiers. */
static void check_enum_body(struct cc *cc, struct type *t, struct node *en)
{
	struct check_state *ck = check_state(cc);
	int64_t next = 0;

	for (struct node *m = en->list; m; m = m->next) {
		struct check_const *c;

		if (m->a && !const_int(cc, m->a, &next))
			cc_error(cc, m->pos, D_DECL_ENCONST, "enumerator '%s' must be assigned an integral constant expression", m->str);
		if (next > INT32_MAX && !cc_in_header(cc, m->pos))
			cc_error(cc, m->pos, D_DECL_ENOFLOW, "enumerator '%s' overflows INT_MAX (%d)", m->str, INT32_MAX);
		if (next < INT32_MIN && !cc_in_header(cc, m->pos))
			cc_error(cc, m->pos, D_DECL_ENOFLOW, "enumerator '%s' overflows INT_MIN (%d)", m->str, INT32_MIN);
		for (c = ck->consts; c; c = c->next)
			if (strcmp(c->name, m->str) == 0)
				break;
		type_add_enumerator(cc, t, m->str, next);
		if (c && cc_in_header(cc, m->pos)) { /* the D library's (CLD_EXITED) stays */
			next++;
			continue;
		}
		if (c)
			cc_error(cc, m->pos, D_DECL_IDRED, "identifier redeclared: %s", m->str);
		c = ARENA_NEW(&cc->arena, struct check_const);
		c->name = m->str;
		c->value = next++;
		c->ty = t;
		c->next = ck->consts;
		ck->consts = c;
	}
}

/* A bit-field declarator's width (-1 for an ordinary member), checked as DTrace checks it. */
static int64_t bitfield_width(struct cc *cc, struct node *d, struct type *mt)
{
	int64_t width = -1;

	if (d->a) {
		const char *name = d->str ? d->str : "(anon)";

		if (!type_is_int(mt))
			cc_error(cc, d->pos, D_DECL_BFTYPE, "invalid type for bit-field: %s", name);
		if (!const_int(cc, d->a, &width) || width < 0 || (width == 0 && d->str))
			cc_error(cc, d->pos, D_DECL_BFCONST,
				 "positive integral constant expression expected as bit-field size");
		if (width > mt->size * 8)
			cc_error(cc, d->pos, D_DECL_BFSIZE, "bit-field too big for type: %s", name);
	}
	return width;
}

/*
 * Where DTrace puts the members of a D struct that has bit-fields: each
 * member (a bit-field too) starts at the first byte after the bits of the
 * one before, rounded up to its alignment; a bit-field is an integer of
 * the fewest bytes (1, 2, 4 or 8) that hold its width, aligned to them;
 * the struct ends where its last member does. This is the layout DTrace's
 * type library gives (sizeof of struct { int a:1; } is 1, of { int a:1;
 * int b:3; } 2), not C's. lay->prev_end is the bit after the last member.
 */
struct ctf_lay {
	uint64_t prev_end; /* bits */
	uint32_t size;     /* bytes so far */
	uint32_t align;
};

static void add_member_ctf(struct cc *cc, struct type *t, struct node *d, struct type *mt, int64_t width,
			   struct ctf_lay *lay)
{
	uint32_t msize = mt->size, malign = mt->align ? mt->align : 1, off;
	uint64_t bits = (uint64_t)mt->size * 8;

	if (width == 0)
		return; /* an unnamed ":0" takes no room */
	if (width > 0) {
		uint32_t bytes = (uint32_t)(width + 7) / 8;

		msize = bytes <= 1 ? 1 : bytes <= 2 ? 2 : bytes <= 4 ? 4 : 8;
		malign = msize;
		bits = (uint64_t)width;
	}
	off = t->kind == TY_UNION ? 0 : ALIGN_UP((uint32_t)((lay->prev_end + 7) / 8), malign);
	if (d->str || width < 0) /* an unnamed bit-field only takes room; an anonymous struct is a member */
		type_add_member(cc, t, d->str, mt, off, 0, width > 0 ? (uint8_t)width : 0);
	lay->prev_end = (uint64_t)off * 8 + bits;
	lay->size = lay->size > off + msize ? lay->size : off + msize;
	lay->align = lay->align > malign ? lay->align : malign;
}

/* Lays out one struct/union member at *bitpos (bits from the start); bit-fields share units as in C. */
static void add_member(struct cc *cc, struct type *t, struct node *d, struct type *mt, uint64_t *bitpos)
{
	uint32_t unit = mt->size * 8, off;
	int64_t width = bitfield_width(cc, d, mt);

	if (t->kind == TY_UNION)
		*bitpos = 0;
	if (width < 0) {
		off = ALIGN_UP((uint32_t)((*bitpos + 7) / 8), mt->align ? mt->align : 1);
		type_add_member(cc, t, d->str, mt, off, 0, 0);
		*bitpos = (uint64_t)(off + mt->size) * 8;
		return;
	}
	if (width == 0 || *bitpos % unit + (uint64_t)width > unit)
		*bitpos = ALIGN_UP(*bitpos, (uint64_t)unit);
	off = (uint32_t)(*bitpos / unit) * mt->size;
	if (d->str && width)
		type_add_member(cc, t, d->str, mt, off, (uint8_t)(*bitpos - off * 8), (uint8_t)width);
	*bitpos += (uint64_t)width;
}

/* True if t is a struct or union declared but not defined (nor known to the kernel). */
static bool type_is_incomplete(struct cc *cc, struct type *t)
{
	if (!type_is_sou(t))
		return false;
	type_complete(cc, t);
	return !t->sou->defined && !t->size;
}

/* True if a struct or union body declares a bit-field. */
static bool sou_has_bitfield(const struct node *sou)
{
	for (const struct node *m = sou->list; m; m = m->next)
		for (const struct node *d = m->list; d; d = d->next)
			if (d->kind == NODE_DECLARATOR && d->a)
				return true;
	return false;
}

/*
 * struct/union { members }: lays them out as C does, or, with bit-fields
 * in a D program (not a C header's), as DTrace does (add_member_ctf).
 */
static void check_sou_body(struct cc *cc, struct type *t, struct node *sou)
{
	uint64_t bitpos = 0, size = 0;
	uint32_t align = 1;
	bool ctf = sou_has_bitfield(sou) && !cc_in_header(cc, sou->pos);
	struct ctf_lay lay = { .align = 1 };

	for (struct node *m = sou->list; m; m = m->next) {
		struct type *base = check_decl_type(cc, m->a);
		struct node anon = { .kind = NODE_DECLARATOR, .pos = m->pos }, *decls = m->list;

		/* an anonymous struct or union member (C11): its members are the outer one's */
		if (!decls && m->a->a && m->a->a->kind == NODE_SOU && !m->a->a->str)
			decls = &anon;
		for (struct node *d = decls; d; d = d->next) {
			struct type *mt = apply_declarator(cc, base, d);

			if (d->str && type_member(cc, t, d->str, &(uint32_t){0}))
				cc_error(cc, d->pos, D_UNKNOWN, "failed to define member '%s': Duplicate member or variable name", d->str);
			if (mt->kind == TY_VOID || mt->kind == TY_FUNC) /* a function is no object either */
				cc_error(cc, d->pos, D_DECL_VOIDOBJ, "cannot have void member %s", d->str ? d->str : "");
			if (type_is_incomplete(cc, mt))
				cc_error(cc, d->pos, D_DECL_INCOMPLETE, "incomplete struct/union/enum %s: %s",
					 type_str(mt), d->str ? d->str : "");
			if (ctf) {
				add_member_ctf(cc, t, d, mt, bitfield_width(cc, d, mt), &lay);
				continue;
			}
			add_member(cc, t, d, mt, &bitpos);
			size = size > bitpos ? size : bitpos;
			align = align > mt->align ? align : mt->align ? mt->align : 1;
		}
	}
	if (ctf) {
		t->size = lay.size;
		t->align = lay.align;
		return;
	}
	t->size = ALIGN_UP((uint32_t)((size + 7) / 8), align);
	t->align = align;
}

static struct type *check_sou_decl(struct cc *cc, struct node *sou)
{
	struct check_state *ck = check_state(cc);
	enum type_kind kind = sou->kind == NODE_ENUM ? TY_ENUM : sou->ival ? TY_UNION : TY_STRUCT;
	const char *kw = kind == TY_STRUCT ? "struct" : kind == TY_UNION ? "union" : "enum";
	const char *tagname = sou->str ? arena_printf(&cc->arena, "%s %s", kw, sou->str) : NULL;
	struct type *t = tagname ? type_lookup_tag(&ck->tt, tagname) : NULL;

	if (!(sou->flags & NF_DEFINED)) {
		if (!t && tagname)
			t = type_lookup(cc, &ck->tt, tagname);
		if (!t) {
			t = type_sou(cc, kind, sou->str);
			type_define_tag(cc, &ck->tt, tagname, t);
		}
		return t;
	}
	if (t && t->sou->defined)
		cc_error(cc, sou->pos, D_DECL_TYPERED, "type redeclared: %s", tagname);
	if (!t) {
		t = type_sou(cc, kind, sou->str);
		if (tagname)
			type_define_tag(cc, &ck->tt, tagname, t);
	}
	if (kind == TY_ENUM)
		check_enum_body(cc, t, sou);
	else
		check_sou_body(cc, t, sou);
	t->sou->defined = true;
	return t;
}

/* The type named by declaration specifiers (NODE_DSPEC). */
static struct type *check_decl_type(struct cc *cc, struct node *dspec)
{
	struct check_state *ck = check_state(cc);
	const char *name;
	struct type *t;

	if (dspec->a)
		return check_sou_decl(cc, dspec->a);
	name = base_name_of(dspec->ival, dspec->str);
	if (!name)
		cc_error(cc, dspec->pos, D_DECL_COMBO, "invalid type combination");
	t = type_lookup(cc, &ck->tt, name);
	if (!t) /* a name the parser took leniently (inline, translator, xlate) that names no type */
		cc_error(cc, dspec->pos, D_SYNTAX, "syntax error near \"%s\"", name);
	return t;

}

/* Applies a declarator's derivations (outermost first in the list) to base. */
static struct type *apply_declarator(struct cc *cc, struct type *base, struct node *dcl)
{
	struct check_state *ck = check_state(cc);
	struct node *derivs[32];
	uint32_t n = 0;
	struct type *t = base;

	if (!dcl)
		return base;
	for (struct node *d = dcl->list; d && n < ARRAY_LEN(derivs); d = d->next)
		derivs[n++] = d;
	while (n--) {
		struct node *d = derivs[n];
		int64_t dim;

		if (d->kind == NODE_DPTR) {
			t = type_ptr(cc, t, false);
		} else if (d->kind == NODE_DARRAY) {
			if (d->list)
				continue; /* associative array declaration: keys handled by the caller */
			if (!d->a && cc_in_header(cc, d->pos)) { /* a flexible array member */
				t = type_array(cc, t, 0);
				continue;
			}
			if (!d->a)
				cc_error(cc, d->pos, D_DECL_ARRNULL, "array dimension missing");
			if (!const_int(cc, d->a, &dim) || dim < 0 || (dim == 0 && !cc_in_header(cc, d->pos)))
				cc_error(cc, d->pos, D_DECL_ARRSUB, "array dimension must be a positive integer constant");
			if (dim > 1 << 20)
				cc_error(cc, d->pos, D_DECL_ARRBIG, "array dimension too large");
			t = type_array(cc, t, (uint32_t)dim);
		} else if (d->kind == NODE_DFUNC) {
			struct type *f = type_new(cc, TY_FUNC, "function", 0);

			f->to = t;
			t = f;
		}
	}
	(void)ck;
	return t;
}

/* The type of a NODE_TYPENAME (casts, sizeof, offsetof). */
static struct type *check_typename(struct cc *cc, struct node *tn)
{
	struct type *t = check_decl_type(cc, tn->a);

	if (tn->a->ival & DS_USERLAND && tn->b && tn->b->list) {
		t = apply_declarator(cc, t, tn->b);
		if (t->kind == TY_PTR) {
			struct type *u = type_ptr(cc, t->to, true);
			return u;
		}
		return t;
	}
	return apply_declarator(cc, t, tn->b);
}

static uint32_t var_hash(enum var_scope scope, const char *name)
{
	return util_hash(UTIL_HASH_INIT ^ (uint32_t)scope, name, strlen(name));
}

/* The slot of var_tab where (scope, name) is, or the free one where it would go. */
static struct var **var_slot(struct check_state *ck, enum var_scope scope, const char *name)
{
	uint32_t i = var_hash(scope, name) & (ck->var_cap - 1);

	while (ck->var_tab[i] && (ck->var_tab[i]->scope != scope || strcmp(ck->var_tab[i]->name, name) != 0))
		i = (i + 1) & (ck->var_cap - 1);
	return &ck->var_tab[i];
}

static struct var *var_find(struct check_state *ck, enum var_scope scope, const char *name)
{
	return ck->var_cap ? *var_slot(ck, scope, name) : NULL;
}

/* Adds v to var_tab, growing it (in the arena) to stay at most half full. */
static void var_index(struct cc *cc, struct check_state *ck, struct var *v)
{
	if (2 * (ck->nvars + 1) > ck->var_cap) {
		struct var **old = ck->var_tab;
		uint32_t oldcap = ck->var_cap;

		ck->var_cap = oldcap ? 2 * oldcap : 64;
		ck->var_tab = ARENA_NEWN(&cc->arena, struct var *, ck->var_cap);
		for (uint32_t i = 0; i < oldcap; i++)
			if (old[i])
				*var_slot(ck, old[i]->scope, old[i]->name) = old[i];
	}
	*var_slot(ck, v->scope, v->name) = v;
	ck->nvars++;
}

/* Gives variable v type t as it is and lays out its storage. */
static void var_layout(struct cc *cc, struct var *v, struct type *t)
{
	struct check_state *ck = check_state(cc);
	uint32_t size;

	v->ty = t;
	size = ALIGN_UP(check_value_size(t), 8);
	if (t->kind == TY_STRING && (v->scope == VAR_GLOBAL || v->scope == VAR_THIS))
		size += 8; /* a word after it: nonzero when the variable holds NULL (cg.c) */
	switch (v->scope) {
	case VAR_GLOBAL:
		v->off = CHECK_GLOBALS_RESERVED + ck->nglobals_size;
		ck->nglobals_size += size;
		break;
	case VAR_THIS:
		v->off = ck->nthis_size;
		ck->nthis_size += size;
		break;
	case VAR_TLS:
		if (size > ck->tls_val_size)
			ck->tls_val_size = size;
		break;
	case VAR_ASSOC:
		break;
	}
}

/*
 * Gives variable v its type from its first assignment (or a declaration):
 * a string is of strsize, and so is a char array assigned (it holds the
 * string it has).
 */
static void var_set_type(struct cc *cc, struct var *v, struct type *t)
{
	struct check_state *ck = check_state(cc);

	if (t->kind == TY_STRING || (t->kind == TY_ARRAY && type_is_charptr(t)))
		t = ck->tt.bt.string_t;
	var_layout(cc, v, t);
}

static struct var *var_new(struct cc *cc, enum var_scope scope, const char *name, struct srcpos pos)
{
	struct check_state *ck = check_state(cc);
	struct var *v = ARENA_NEW(&cc->arena, struct var);

	v->name = name;
	v->scope = scope;
	v->pos = pos;
	if (scope == VAR_TLS)
		v->id = ck->ntls++;
	v->next = ck->vars;
	ck->vars = v;
	var_index(cc, ck, v);
	return v;
}


/*
 * The type a key of type t is kept as: a char array (a kernel member, a D
 * char x[N]) by the characters it holds, as a string of its size plus a
 * NUL, as DTrace keys it; any other type as it is.
 */
static struct type *key_type(struct cc *cc, struct type *t)
{
	if (t->kind == TY_ARRAY && type_is_charptr(t))
		return type_string(cc, t->size + 1);
	return t;
}
/* Sets an associative array's key types from the key expressions (first use). */
static void var_set_keys(struct cc *cc, struct var *v, struct node *keys)
{
	uint32_t n = (uint32_t)node_list_len(keys), i = 0, off = 0;

	v->keys = ARENA_NEWN(&cc->arena, struct type *, n ? n : 1);
	v->nkeys = n;
	for (struct node *k = keys; k; k = k->next, i++) {
		v->keys[i] = key_type(cc, k->ty);
		off += ALIGN_UP(check_value_size(k->ty), 8);
	}
	v->key_size = (v->tls ? 8 : 0) + (off ? off : 8);
}

/* Declares variables: "int x;", "self int y;", "this string s;", "int a[int, string];". */
static void check_var_decl(struct cc *cc, struct node *decl, struct type *base, struct node *d)
{
	struct check_state *ck = check_state(cc);
	enum var_scope scope = decl->a->ival & DS_SELF ? VAR_TLS : decl->a->ival & DS_THIS ? VAR_THIS : VAR_GLOBAL;
	struct node *assoc = NULL;
	const char *name = d->str;
	struct type *t;
	struct var *v;

	for (struct node *x = d->list; x; x = x->next)
		if (x->kind == NODE_DARRAY && x->list)
			assoc = x;
	t = apply_declarator(cc, base, d);
	if (t->kind == TY_VOID)
		cc_error(cc, d->pos, D_DECL_VOIDOBJ, "cannot declare void object : %s", d->str);
	if (type_is_incomplete(cc, t))
		cc_error(cc, d->pos, D_DECL_INCOMPLETE, "incomplete struct/union/enum %s: %s", type_str(t), d->str);
	if (assoc && scope == VAR_THIS)
		cc_error(cc, d->pos, D_DECL_LOCASSC, "associative arrays may not be declared as local variables: %s", d->str);
	if (assoc && scope == VAR_TLS) /* self int x[int]: a thread-local associative array, self->x[...] */
		name = arena_printf(&cc->arena, "self->%s", d->str);
	if (assoc && (scope == VAR_GLOBAL || scope == VAR_TLS))
		scope = VAR_ASSOC;
	else
		assoc = NULL;
	v = var_find(ck, scope, name);
	if (v && v->ty) {
		if (!type_same(v->ty, t))
			cc_error(cc, d->pos, D_DECL_IDRED, "identifier redeclared: %s\n\t current: %s\n\tprevious: %s",
				 d->str, type_str(t), type_str(v->ty));
		return;
	}
	if (!v)
		v = var_new(cc, scope, name, d->pos);
	if (assoc && name != d->str)
		v->tls = true;
	if (!assoc && t->kind == TY_ARRAY) /* char x[N] is an array of its chars, as in DTrace */
		var_layout(cc, v, t);
	else
		var_set_type(cc, v, t);
	if (assoc) {
		uint32_t i = 0, off = 0;

		v->nkeys = (uint32_t)node_list_len(assoc->list);
		v->keys = ARENA_NEWN(&cc->arena, struct type *, v->nkeys);
		for (struct node *k = assoc->list; k; k = k->next, i++) {
			v->keys[i] = check_typename(cc, k);
			if (type_is_void(v->keys[i])) /* unlike a function's (void), never a key */
				cc_error(cc, k->pos, D_DECL_PROTO_TYPE,
					 "array prototype may not use parameter of type %s: (anonymous), parameter #%u",
					 type_str(v->keys[i]), i + 1);
			off += ALIGN_UP(check_value_size(v->keys[i]), 8);
		}
		v->key_size = off;
	}
}

static void check_decl(struct cc *cc, struct node *decl)
{
	struct check_state *ck = check_state(cc);
	struct type *base = check_decl_type(cc, decl->a);

	if (!decl->list && !decl->a->a)
		cc_error(cc, decl->pos, D_DECL_USELESS, "declaration does not declare anything");
	for (struct node *d = decl->list; d; d = d->next) {
		if (!d->str) /* the parser requires a name outside prototypes */
			BUG("declaration without a name");
		if (decl->a->ival & DS_TYPEDEF) {
			struct type *t = apply_declarator(cc, base, d), *old = type_find_name(&ck->tt, d->str);

			/*
			 * Headers repeat their typedefs, and the D library's, some
			 * differently (siginfo_t, id_t): a header's second one is
			 * dropped, so the D library's types stay what probes' args are.
			 */
			if (old && !cc_in_header(cc, d->pos))
				cc_error(cc, d->pos, D_DECL_REDEF, "typedef redeclared: %s", d->str);
			if (!old)
				type_define(cc, &ck->tt, d->str, type_typedef(cc, t, d->str));
			continue;
		}
		if (strchr(d->str, '`'))
			cc_error(cc, d->pos, D_DECL_SCOPE, "D scoping operator may not be used in a declaration name (%s)", d->str);
		if ((decl->a->ival & (DS_REGISTER | DS_AUTO | DS_STATIC)) && !cc_in_header(cc, d->pos) &&
		    !(d->list && d->list->kind == NODE_DFUNC))
			cc_error(cc, d->pos, D_DECL_BADCLASS, "specified storage class not appropriate in D");
		/* a header's functions and extern variables: recorded, never used */
		if (cc_in_header(cc, d->pos) &&
		    ((decl->a->ival & DS_EXTERN) || (d->list && d->list->kind == NODE_DFUNC)))
			continue;
		check_var_decl(cc, decl, base, d);
	}
}

/* ---- expressions ---- */

/* The spelling of an operator token, for messages. */
static const char *opname(int op)
{
	static const char *const names[TOK__COUNT] = {
		[TOK_PLUS] = "+", [TOK_MINUS] = "-", [TOK_STAR] = "*", [TOK_SLASH] = "/",
		[TOK_PERCENT] = "%", [TOK_AMP] = "&", [TOK_PIPE] = "|", [TOK_CARET] = "^",
		[TOK_LT] = "<", [TOK_GT] = ">", [TOK_LE] = "<=", [TOK_GE] = ">=", [TOK_EQ] = "==",
		[TOK_NE] = "!=", [TOK_SHL] = "<<", [TOK_SHR] = ">>", [TOK_LAND] = "&&",
		[TOK_LOR] = "||", [TOK_LXOR] = "^^", [TOK_ASSIGN] = "=", [TOK_ADD_ASSIGN] = "+=",
		[TOK_SUB_ASSIGN] = "-=", [TOK_MUL_ASSIGN] = "*=", [TOK_DIV_ASSIGN] = "/=",
		[TOK_MOD_ASSIGN] = "%=", [TOK_SHL_ASSIGN] = "<<=", [TOK_SHR_ASSIGN] = ">>=",
		[TOK_AND_ASSIGN] = "&=", [TOK_XOR_ASSIGN] = "^=", [TOK_OR_ASSIGN] = "|=",
	};

	return op >= 0 && op < TOK__COUNT && names[op] ? names[op] : "?";
}

/* Rewrites n into the integer constant v of type t (constant folding). */
static void fold(struct node *n, struct type *t, uint64_t v)
{
	if (t->size < 8) {
		uint64_t mask = (1ull << (t->size * 8)) - 1;

		v &= mask;
		if (t->is_signed && (v >> (t->size * 8 - 1)) & 1)
			v |= ~mask;
	}
	n->kind = NODE_INT;
	n->ival = v;
	n->ty = t;
	n->a = n->b = n->c = NULL;
	n->list = NULL;
}

static struct type *type_of_int(struct cc *cc, struct node *n)
{
	struct type_builtins *bt = &check_state(cc)->tt.bt;
	uint64_t v = n->ival;
	bool u = n->flags & NF_UNSIGNED, l = n->flags & (NF_LONG | NF_LONGLONG);

	if (n->flags & NF_CHAR) /* 'c' is an int, as in C and DTrace; 'abcdefgh' wider */
		return v <= INT32_MAX ? bt->int_t : v <= INT64_MAX ? bt->long_t : bt->ulong_t;
	if (!l && !u && v <= INT32_MAX)
		return bt->int_t;
	if (!l && (u || n->flags & NF_OCTHEX) && v <= UINT32_MAX)
		return bt->uint_t;
	if (!u && v <= INT64_MAX)
		return bt->long_t;
	return bt->ulong_t;
}

static int builtin_lookup(const char *name)
{
	for (int i = 0; i < BI__COUNT; i++)
		if (strcmp(builtin_rows[i].name, name) == 0)
			return i;
	return -1;
}

/*
 * `sym and mod`sym: the kernel variable, read at its address from
 * /proc/kallsyms (n becomes *(T *)addr, so a bad read faults and &`sym is
 * the address). T is its BTF VAR's type where vmlinux BTF has one, else
 * int, DTrace's type for a symbol whose type it does not know.
 */
static struct type *check_ksym(struct cc *cc, struct node *n)
{
	const char *bq = strchr(n->str, '`');
	const char *mod = bq == n->str ? NULL : arena_strndup(&cc->arena, n->str, (size_t)(bq - n->str));
	struct type *ty = NULL;
	struct node *addr;
	uint64_t a = 0;
	int err = cc->host && cc->host->kernel_sym ?
			  cc->host->kernel_sym(cc, cc->host->ctx, mod, bq + 1, &a, &ty) : -ENOENT;

	if (err == -EXDEV)
		cc_error(cc, n->pos, D_IDENT_UNDEF, "failed to resolve %s: a per-CPU variable, which has no one address", n->str);
	if (err)
		cc_error(cc, n->pos, D_IDENT_UNDEF,
			 "failed to resolve %s: Unknown symbol name (not in /proc/kallsyms; data symbols are "
			 "listed only by kernels built with CONFIG_KALLSYMS_ALL)", n->str);
	if (!ty)
		ty = check_state(cc)->tt.bt.int_t;
	addr = node_new(cc, NODE_INT, n->pos);
	addr->ival = a;
	addr->ty = type_ptr(cc, ty, false);
	n->kind = NODE_DEREF;
	n->a = addr;
	return n->ty = ty;
}

/* True if name is a constant: an enumerator or an inline. */
static bool const_known(const struct check_state *ck, const char *name)
{
	for (const struct check_const *c = ck->consts; c; c = c->next)
		if (strcmp(c->name, name) == 0)
			return true;
	return false;
}

static struct type *check_ident(struct cc *cc, struct node *n)
{
	struct check_state *ck = check_state(cc);
	int bi;
	struct var *v;

	if (strchr(n->str, '`'))
		return check_ksym(cc, n);
	bi = builtin_lookup(n->str);

	if (bi >= 0 && bi != BI_ARGS && bi != BI_FDS && bi != BI_UREGS) {
		if (bi == BI_TIMESTAMP || bi == BI_WALLTIMESTAMP)
			ck->uses_timestamp = true;
		ann(cc, n)->kind = ANN_BUILTIN;
		n->ann->builtin = (enum builtin_id)bi;
		return n->ty = builtin_type(cc, (enum builtin_id)bi);
	}
	v = var_find(ck, VAR_GLOBAL, n->str);
	if (v && !v->ty)
		var_set_type(cc, v, type_lookup(cc, &ck->tt, "int64_t"));
	if (v && v->ty) {
		ann(cc, n)->kind = ANN_VAR;
		n->ann->var = v;
		return n->ty = v->ty;
	}
	for (struct check_const *c = ck->consts; c; c = c->next) {
		if (strcmp(c->name, n->str) != 0)
			continue;
		if (c->params)
			cc_error(cc, n->pos, D_IDENT_BADREF, "inline %s[ ] may not be referenced as scalar", n->str);
		if (c->expr) {
			struct node *next = n->next;
			struct srcpos pos = n->pos;

			*n = *c->expr;
			n->next = next;
			n->pos = pos;
			check_expr(cc, n);
			if (type_is_int(c->ty) && n->kind == NODE_INT)
				fold(n, c->ty, n->ival);
			return n->ty;
		}
		fold(n, c->ty, (uint64_t)c->value);
		return n->ty;
	}
	if (var_find(ck, VAR_ASSOC, n->str))
		cc_error(cc, n->pos, D_IDENT_BADREF, "associative array '%s' may not be referenced as scalar", n->str);
	if (strcmp(n->str, "NULL") == 0) { /* DTrace's NULL is the int 0: sizeof (NULL) is 4 */
		fold(n, ck->tt.bt.int_t, 0);
		n->flags |= NF_NULL;
		return n->ty;
	}
	if (!strcmp(n->str, "args") || !strcmp(n->str, "uregs") || !strcmp(n->str, "fds")) /* arrays of D */
		cc_error(cc, n->pos, D_IDENT_BADREF, "associative array '%s' may not be referenced as scalar", n->str);
	cc_error(cc, n->pos, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable name", n->str);
}

static struct type *check_dvar(struct cc *cc, struct node *n)
{
	enum var_scope scope = n->kind == NODE_SELFVAR ? VAR_TLS : VAR_THIS;
	struct check_state *ck = check_state(cc);
	struct var *v = var_find(ck, scope, n->str);

	if (v && !v->ty)
		var_set_type(cc, v, type_lookup(cc, &ck->tt, "int64_t"));
	if (!v || !v->ty) /* DTrace creates self->name and this->name on sight, then finds it unset */
		cc_error(cc, n->pos, D_VAR_UNDEF, "%s->%s has not yet been declared or assigned",
			 scope == VAR_TLS ? "self" : "this", n->str);
	ann(cc, n)->kind = ANN_VAR;
	n->ann->var = v;
	return n->ty = v->ty;
}

/* Types the arithmetic operators + - * / % and folds constants. */
/* DTrace's pointer compatibility: the same referenced type, or either is void *. */
static bool ptr_compat(const struct type *l, const struct type *r)
{
	return l->to->kind == TY_VOID || r->to->kind == TY_VOID || type_same(l->to, r->to);
}

/* A pointer whose referenced type has no size to scale by: void * and function pointers. */
static bool ptr_unsized(const struct type *t)
{
	return type_is_ptr(t) && (t->to->kind == TY_VOID || t->to->kind == TY_FUNC);
}

static _Noreturn void incompat(struct cc *cc, struct node *n, const struct type *l, const struct type *r)
{
	cc_error(cc, n->pos, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
		 type_str(l), opname(n->op), type_str(r));
}

/*
 * + - * / % on two operands. Pointer arithmetic (pointer +- integer, the
 * difference of two pointers, in elements) needs a referenced type with a
 * size, and a difference pointers to the same type, as in DTrace.
 */
static struct type *check_arith(struct cc *cc, struct node *n, struct type *l, struct type *r)
{
	struct check_state *ck = check_state(cc);
	int op = n->op;

	if (op == TOK_PLUS || op == TOK_MINUS) {
		if ((ptr_unsized(l) && type_is_int(r)) || (op == TOK_PLUS && type_is_int(l) && ptr_unsized(r)))
			incompat(cc, n, l, r);
		/* a string is the char array it holds: s + 1 is a char * (DTrace's) */
		if ((type_is_string(l) && type_is_int(r)) || (op == TOK_PLUS && type_is_int(l) && type_is_string(r)))
			return n->ty = type_ptr(cc, ck->tt.bt.char_t, false);
		if (type_is_ptr(l) && type_is_int(r))
			return n->ty = l->kind == TY_ARRAY ? type_ptr(cc, l->to, false) : l;
		if (op == TOK_PLUS && type_is_int(l) && type_is_ptr(r))
			return n->ty = r->kind == TY_ARRAY ? type_ptr(cc, r->to, false) : r;
		if (op == TOK_MINUS && type_is_ptr(l) && type_is_ptr(r)) {
			if (ptr_unsized(l) || ptr_unsized(r) || !type_same(l->to, r->to))
				incompat(cc, n, l, r);
			return n->ty = ck->tt.bt.long_t;
		}
	}
	if (op == TOK_PERCENT && (!type_is_int(l) || !type_is_int(r)))
		cc_error(cc, n->pos, D_OP_INT, "operator %s requires operands of integral type", opname(op));
	if (!type_is_arith(l) || !type_is_arith(r))
		cc_error(cc, n->pos, D_OP_ARITH, "operator %s requires operands of arithmetic type", opname(op));
	return n->ty = type_arith_result(cc, &ck->tt, l, r);
}

/* DTrace's signed %: |x| % |y|, negative if exactly one of x and y is. */
static uint64_t sdtrace_mod(uint64_t x, uint64_t y)
{
	bool xneg = (int64_t)x < 0, yneg = (int64_t)y < 0;
	uint64_t r = (xneg ? -x : x) % (yneg ? -y : y);

	return xneg != yneg ? -r : r;
}

static bool fold_binary(struct cc *cc, struct node *n)
{
	struct node *a = n->a, *b = n->b;
	uint64_t x = a->ival, y = b->ival, v;
	bool sg = n->ty->is_signed;

	if (a->kind != NODE_INT || b->kind != NODE_INT || !type_is_int(n->ty) || !type_is_int(a->ty))
		return false;
	if (a->ty->is_signed && a->ty->size < 8)
		x = (uint64_t)(int64_t)(int32_t)x;
	switch (n->op) {
	case TOK_PLUS: v = x + y; break;
	case TOK_MINUS: v = x - y; break;
	case TOK_STAR: v = x * y; break;
	case TOK_SLASH:
	case TOK_PERCENT:
		if (y == 0)
			cc_error(cc, n->pos, D_DIV_ZERO, "expression contains division by zero");
		if (sg && n->op == TOK_PERCENT) /* as cg_sdivmod: negative if one operand is (DTrace's) */
			v = sdtrace_mod(x, y);
		else if (sg)
			v = (uint64_t)((int64_t)x / (int64_t)y);
		else
			v = n->op == TOK_SLASH ? x / y : x % y;
		break;
	case TOK_SHL: v = x << (y & 63); break;
	case TOK_SHR: v = sg ? (uint64_t)((int64_t)x >> (y & 63)) : x >> (y & 63); break;
	case TOK_AMP: v = x & y; break;
	case TOK_PIPE: v = x | y; break;
	case TOK_CARET: v = x ^ y; break;
	case TOK_LT: v = a->ty->is_signed ? (int64_t)x < (int64_t)y : x < y; break;
	case TOK_LE: v = a->ty->is_signed ? (int64_t)x <= (int64_t)y : x <= y; break;
	case TOK_GT: v = a->ty->is_signed ? (int64_t)x > (int64_t)y : x > y; break;
	case TOK_GE: v = a->ty->is_signed ? (int64_t)x >= (int64_t)y : x >= y; break;
	case TOK_EQ: v = x == y; break;
	case TOK_NE: v = x != y; break;
	case TOK_LAND: v = x && y; break;
	case TOK_LOR: v = x || y; break;
	case TOK_LXOR: v = !x != !y; break;
	default: return false;
	}
	fold(n, n->ty, v);
	return true;
}

/* NULL (or a pointer constant 0): the value a string variable may be assigned to hold no string. */
static bool is_null_const(const struct node *n)
{
	return n->kind == NODE_INT && n->ival == 0 && n->ty && (type_is_ptr(n->ty) || (n->flags & NF_NULL));
}

static bool comparable(const struct type *l, const struct type *r)
{
	if (type_is_arith(l) && type_is_arith(r))
		return true;
	if (type_is_ptr(l) && (type_is_ptr(r) || type_is_int(r)))
		return true;
	if (type_is_int(l) && type_is_ptr(r))
		return true;
	if (type_is_string(l) && (type_is_string(r) || type_is_charptr(r)))
		return true;
	return type_is_charptr(l) && type_is_string(r);
}

/* s == NULL, NULL != s: a string against the constant 0 (strtok() with no token left). */
static bool str_vs_null(const struct node *a, const struct node *b)
{
	if (b->kind == NODE_INT && b->ival == 0 && type_is_string(a->ty))
		return true;
	return a->kind == NODE_INT && a->ival == 0 && type_is_string(b->ty);
}

static struct type *check_binary(struct cc *cc, struct node *n)
{
	struct check_state *ck = check_state(cc);
	struct type *l = check_expr(cc, n->a), *r = check_expr(cc, n->b);

	switch (n->op) {
	case TOK_PLUS: case TOK_MINUS: case TOK_STAR: case TOK_SLASH: case TOK_PERCENT:
		check_arith(cc, n, l, r);
		break;
	case TOK_SHL: case TOK_SHR: case TOK_AMP: case TOK_PIPE: case TOK_CARET:
		if (!type_is_int(l) || !type_is_int(r))
			cc_error(cc, n->pos, D_OP_INT, "operator %s requires operands of integral type", opname(n->op));
		n->ty = n->op == TOK_SHL || n->op == TOK_SHR ? type_promote(cc, &ck->tt, l)
							  : type_arith_result(cc, &ck->tt, l, r);
		break;
	case TOK_LT: case TOK_LE: case TOK_GT: case TOK_GE: case TOK_EQ: case TOK_NE:
		if (!comparable(l, r) && !((n->op == TOK_EQ || n->op == TOK_NE) && str_vs_null(n->a, n->b)))
			incompat(cc, n, l, r);
		if (type_is_ptr(l) && type_is_ptr(r) && !type_is_charptr(l) && !ptr_compat(l, r))
			incompat(cc, n, l, r);
		n->ty = ck->tt.bt.int_t;
		break;
	case TOK_LAND: case TOK_LOR: case TOK_LXOR:
		if (!type_is_scalar(l) || !type_is_scalar(r))
			cc_error(cc, n->pos, D_OP_SCALAR, "operator %s requires operands of scalar type", opname(n->op));
		n->ty = ck->tt.bt.int_t;
		break;
	default:
		BUG("unknown binary operator");
	}
	fold_binary(cc, n);
	return n->ty;
}

/* Resolves the variable an assignment stores to, creating it on first assignment. */
static struct var *lvalue_var(struct cc *cc, struct node *lhs, bool create)
{
	struct check_state *ck = check_state(cc);
	enum var_scope scope;
	const char *name = lhs->str;
	struct var *v;

	switch (lhs->kind) {
	case NODE_IDENT:
		if (builtin_lookup(name) >= 0)
			cc_error(cc, lhs->pos, D_OP_WRITE, "%s is a read-only built-in variable", name);
		scope = VAR_GLOBAL;
		break;
	case NODE_SELFVAR: scope = VAR_TLS; break;
	case NODE_THISVAR: scope = VAR_THIS; break;
	case NODE_INDEX:
		if (lhs->a->kind == NODE_SELFVAR) { /* self->name[keys] */
			scope = VAR_ASSOC;
			name = arena_printf(&cc->arena, "self->%s", lhs->a->str);
			break;
		}
		if (lhs->a->kind == NODE_THISVAR && !index_is_mem(cc, lhs))
			cc_error(cc, lhs->pos, D_ARR_LOCAL, "local variable this->%s may not be used as an associative array",
				 lhs->a->str);
		if (lhs->a->kind != NODE_IDENT || builtin_lookup(lhs->a->str) >= 0)
			return NULL;
		if (inline_assoc(ck, lhs->a->str) && !var_find(ck, VAR_GLOBAL, lhs->a->str))
			cc_error(cc, lhs->pos, D_OP_WRITE, "inline %s may not be assigned: it stands for an expression",
				 lhs->a->str);
		v = var_find(ck, VAR_GLOBAL, lhs->a->str);
		if (v && v->ty && v->ty->kind == TY_ARRAY)
			return NULL; /* an element of a D array: a part of a variable */
		scope = VAR_ASSOC;
		name = lhs->a->str;
		break;
	default:
		return NULL;
	}
	if (scope == VAR_GLOBAL && var_find(ck, VAR_ASSOC, name))
		cc_error(cc, lhs->pos, D_ARR_BADREF, "%s is used both as a scalar and as an associative array", name);
	if (scope == VAR_ASSOC && lhs->a->kind == NODE_IDENT && var_find(ck, VAR_GLOBAL, name))
		cc_error(cc, lhs->pos, D_ARR_BADREF, "%s is used both as a scalar and as an associative array", name);
	v = var_find(ck, scope, name);
	if (!v && create) {
		v = var_new(cc, scope, name, lhs->pos);
		v->tls = lhs->kind == NODE_INDEX && lhs->a->kind == NODE_SELFVAR;
	}
	return v;
}

static void check_sou_source(struct cc *cc, struct node *n, enum errtag tag, const char *what);

/* The bytes a struct or union key of an associative array may have (BPF hash keys are small). */
#define CHECK_KEY_SOU_MAX 256

static void check_keys(struct cc *cc, struct var *v, struct node *keys, struct srcpos pos)
{
	uint32_t n = (uint32_t)node_list_len(keys), i = 0;

	for (struct node *k = keys; k; k = k->next) {
		struct type *t = check_operand(cc, k);

		if (t->kind == TY_VOID || (type_is_sou(t) && t->size > CHECK_KEY_SOU_MAX))
			cc_error(cc, k->pos, D_KEY_TYPE, "%s[ ] key #%u is of a type that cannot be a key: %s",
				 v->name, i + 1, type_str(t));
		if (type_is_sou(t) || type_is_ldouble(t)) /* the key is its members' values (its bytes), copied */
			check_sou_source(cc, k, D_KEY_TYPE, "key of a type that cannot be a key:");
		i++;
	}
	if (!v->keys) {
		var_set_keys(cc, v, keys);
		return;
	}
	if (n != v->nkeys)
		cc_error(cc, pos, D_PROTO_LEN, "%s[ ] prototype mismatch: %u arg%s passed, %u expected", v->name, n,
			 n == 1 ? "" : "s", v->nkeys);
	i = 0;
	for (struct node *k = keys; k; k = k->next, i++) {
		if (!type_assignable(v->keys[i], k->ty) && !(k->ty->kind == TY_ARRAY && type_same(v->keys[i], k->ty)))
			cc_error(cc, k->pos, D_PROTO_ARG,
				 "%s[ ] key #%u is incompatible with prototype:\n\tprototype: %s\n\t argument: %s",
				 v->name, i + 1, type_str(v->keys[i]), type_str(k->ty));
		if (type_is_string(key_type(cc, k->ty)) && key_type(cc, k->ty)->size > v->keys[i]->size)
			v->keys[i] = key_type(cc, k->ty); /* a longer string: widen the key */
	}
	v->key_size = v->tls ? 8 : 0;
	for (i = 0; i < n; i++)
		v->key_size += ALIGN_UP(check_value_size(v->keys[i]), 8);
}

static struct type *check_assoc_ref(struct cc *cc, struct node *n, bool create)
{
	struct var *v = lvalue_var(cc, n, create);

	if (!v)
		cc_error(cc, n->pos, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable name", n->a->str);
	if (!v->ty)
		cc_error(cc, n->pos, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable name", v->name);
	check_keys(cc, v, n->list, n->pos);
	ann(cc, n)->kind = ANN_VAR;
	n->ann->var = v;
	return n->ty = v->ty;
}

static struct type *check_agg_assign(struct cc *cc, struct node *n);
static const struct node *bad_designator(const struct node *n);

/*
 * n += v and the other compound assignments read their variable first:
 * as in DTrace, one that no declaration or plain assignment (=) anywhere
 * in the program creates is an error, where ++ and -- create an int64_t.
 */
static void undeclared_operand(struct cc *cc, struct node *lhs)
{
	const struct node *var = lhs->kind == NODE_INDEX ? lhs->a : lhs;
	const char *scope = var->kind == NODE_SELFVAR ? "self->" : var->kind == NODE_THISVAR ? "this->" : "";

	if (var->kind != NODE_IDENT && var->kind != NODE_SELFVAR && var->kind != NODE_THISVAR)
		return; /* not a variable: the caller reports the missing lvalue */
	if (var->kind == NODE_IDENT && builtin_lookup(var->str) >= 0)
		return;
	cc_error(cc, lhs->pos, D_VAR_UNDEF, "%s%s has not yet been declared or assigned", scope, var->str);
}

/*
 * True if n names storage of a D variable: the variable itself, an
 * associative array's element, or a member or element of one of those.
 */
bool check_in_dvar(const struct node *n)
{
	switch (n->kind) {
	case NODE_IDENT:
	case NODE_SELFVAR:
	case NODE_THISVAR:
		return n->ann && n->ann->kind == ANN_VAR;
	case NODE_INDEX:
		if (n->ann && n->ann->kind == ANN_VAR)
			return true;
		return (!n->ann || n->ann->kind == ANN_NONE) && n->a->ty && n->a->ty->kind == TY_ARRAY &&
		       check_in_dvar(n->a);
	case NODE_MEMBER:
		return n->ann && n->ann->kind == ANN_MEMBER && check_in_dvar(n->a);
	default:
		return false;
	}
}

/* True if n is a member or array element of a D variable (an lvalue that is not a variable). */
static bool is_dvar_part(const struct node *n)
{
	return (n->kind == NODE_MEMBER || (n->kind == NODE_INDEX && !(n->ann && n->ann->kind == ANN_VAR))) &&
	       check_in_dvar(n);
}

/*
 * A struct or union value stored whole (into a variable, a member, a
 * record) is copied from where it lies: a D variable, kernel or user
 * memory reached through a pointer, or a translation's scratch.
 */
static void check_sou_source(struct cc *cc, struct node *n, enum errtag tag, const char *what)
{
	const struct node *x = n;

	while (x->kind == NODE_MEMBER || (x->kind == NODE_INDEX && x->a->ty && x->a->ty->kind == TY_ARRAY))
		x = x->a;
	if (check_in_dvar(n) || x->kind == NODE_DEREF || x->kind == NODE_PTRMEMBER || x->kind == NODE_INDEX ||
	    x->kind == NODE_XLATE || check_in_dvar(x)) /* an xlate: built in scratch (cg.c cg_xlate) */
		return;
	cc_error(cc, n->pos, tag, "%s %s: it is neither in memory nor a D variable", what, type_str(n->ty));
}

/* The operands of a compound assignment (+= ... >>=) as DTrace judges them, with its tags. */
static void check_compound(struct cc *cc, struct node *n, const struct type *t, const struct type *r)
{
	switch (n->op) {
	case TOK_ASSIGN:
		return;
	case TOK_ADD_ASSIGN:
	case TOK_SUB_ASSIGN:
		if (type_is_string(t) || type_is_string(r) || (type_is_ptr(t) && !type_is_int(r) && !type_is_ptr(r)))
			cc_error(cc, n->pos, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"", type_str(t),
				 opname(n->op), type_str(r));
		if (type_is_int(t) && type_is_int(r))
			return;
		if (!type_is_ptr(t) || t->to->kind == TY_VOID || t->to->kind == TY_FUNC)
			cc_error(cc, n->pos, D_OP_VFPTR, "operator %s requires left-hand scalar operand of known size",
				 opname(n->op));
		return;
	case TOK_MUL_ASSIGN:
	case TOK_DIV_ASSIGN:
		if (!type_is_arith(t) || !type_is_arith(r))
			cc_error(cc, n->pos, D_OP_ARITH, "operator %s requires operands of arithmetic type", opname(n->op));
		return;
	default:
		return; /* the integral operators: D_OP_INT, below */
	}
}

/* p.x = v, a[i].in.y += v, self->s.arr[2] = v: stores into part of a D variable. */
static struct type *check_part_assign(struct cc *cc, struct node *n, struct type *r)
{
	struct node *lhs = n->a;
	struct type *t = lhs->ty;

	if (t->kind == TY_ARRAY || (n->op != TOK_ASSIGN && !type_is_scalar(t)))
		cc_error(cc, n->pos, D_OP_LVAL, "operator %s requires modifiable lvalue as an operand", opname(n->op));
	if (r->kind == TY_VOID)
		cc_error(cc, n->b->pos, D_OP_ACT, "cannot assign a void expression");
	check_compound(cc, n, t, r);
	if (n->op != TOK_ASSIGN && (!type_is_int(t) || !type_is_int(r)) &&
	    !(type_is_ptr(t) && (n->op == TOK_ADD_ASSIGN || n->op == TOK_SUB_ASSIGN)))
		cc_error(cc, n->pos, D_OP_INT, "operator %s requires operands of integral type", opname(n->op));
	if (!type_assignable(t, r))
		cc_error(cc, n->pos, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
			 type_str(t), opname(n->op), type_str(r));
	if (type_is_sou(t) || type_is_ldouble(t))
		check_sou_source(cc, n->b, D_OP_DYN, "cannot assign");
	return n->ty = t;
}

static bool mem_is_writable(const struct node *n);
static bool index_is_mem(struct cc *cc, const struct node *n);

/*
 * True if pointer expression p comes from a D variable (through casts and
 * pointer arithmetic), or is alloca()'s: D lets a program write where such
 * a pointer points, and the store itself checks at run time that this is
 * the clause's scratch (DTrace's rule: only D's own memory is writable).
 */
static bool ptr_is_writable(const struct node *p)
{
	while (p->kind == NODE_CAST || ((p->kind == NODE_BINARY && (p->op == TOK_PLUS || p->op == TOK_MINUS)))) {
		if (p->kind == NODE_CAST)
			p = p->b;
		else
			p = type_is_ptr(p->a->ty) ? p->a : p->b;
	}
	switch (p->kind) {
	case NODE_IDENT:
	case NODE_SELFVAR:
	case NODE_THISVAR:
	case NODE_INDEX:
		if (p->ann && p->ann->kind == ANN_VAR)
			return true;
		return p->kind == NODE_INDEX && p->ty->kind == TY_ARRAY && mem_is_writable(p);
	case NODE_CALL:
		return p->ann && p->ann->func && p->ann->func->id == FN_alloca;
	case NODE_ADDROF:
		return mem_is_writable(p->a);
	default:
		return p->ty->kind == TY_ARRAY && mem_is_writable(p);
	}
}

/* True if memory lvalue n is reached from a D variable: a D array, or a pointer one holds. */
static bool mem_is_writable(const struct node *n)
{
	switch (n->kind) {
	case NODE_DEREF:
	case NODE_PTRMEMBER:
		return ptr_is_writable(n->a);
	case NODE_MEMBER:
		return mem_is_writable(n->a);
	case NODE_INDEX:
		if (n->a->ty && n->a->ty->kind == TY_STRING)
			return false; /* a string is a value: its characters are read, not stored into */
		if (check_in_dvar(n))
			return true; /* an element of a D array (&a[i]) */
		return ptr_is_writable(n->a);
	default:
		return false;
	}
}

/*
 * True if lhs is memory reached through a pointer (*p, p->m, p[i], (*p).m),
 * not a D variable or a part of one (check_in_dvar).
 */
static bool is_mem_lvalue(struct cc *cc, struct node *lhs)
{
	switch (lhs->kind) {
	case NODE_DEREF:
	case NODE_PTRMEMBER:
		return true;
	case NODE_INDEX:
		if (!index_is_mem(cc, lhs))
			return false;
		/* fall through */
	case NODE_MEMBER:
		check_expr(cc, lhs);
		return !check_in_dvar(lhs);
	default:
		return false;
	}
}

/* *p = v, p->m = v, a[i] op= v: a store into memory that D may write (mem_is_writable). */
static struct type *check_mem_assign(struct cc *cc, struct node *n, struct type *r)
{
	struct node *lhs = n->a;
	struct type *t = lhs->ty ? lhs->ty : check_expr(cc, lhs);

	if (!mem_is_writable(lhs))
		cc_error(cc, n->pos, D_OP_WRITE, "operator %s can only be applied to a writable variable",
			 opname(n->op));
	/* a bit-field is stored into as the bytes that hold it (cg.c) */
	if (type_is_string(t) && n->op == TOK_ASSIGN && (type_is_string(r) || type_is_charptr(r)))
		return n->ty = t; /* *p = "abc", p a string *: its characters are copied (cg.c) */
	if (type_is_sou(t) && n->op == TOK_ASSIGN && type_is_sou(r) && t->size &&
	    type_assignable(t, r) && !node_is_action(n->b))
		return n->ty = t; /* *p = v: the struct's bytes are copied (cg.c) */
	if (type_is_ldouble(t) && n->op == TOK_ASSIGN && type_same(t, r)) {
		check_sou_source(cc, n->b, D_OP_DYN, "cannot assign");
		return n->ty = t; /* *p = v: its 16 bytes are copied, as a struct's */
	}
	if (type_is_sou(t) && n->op == TOK_ASSIGN && type_is_sou(r) && !type_assignable(t, r))
		cc_error(cc, n->pos, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
			 type_str(t), opname(n->op), type_str(r));
	if (!type_is_scalar(t))
		cc_error(cc, n->pos, D_OP_LVAL, "operator %s requires modifiable lvalue as an operand", opname(n->op));
	if (r->kind == TY_VOID)
		cc_error(cc, n->b->pos, D_OP_ACT, "cannot assign a void expression");
	check_compound(cc, n, t, r);
	if (n->op != TOK_ASSIGN && (!type_is_int(t) || !type_is_int(r)) &&
	    !(type_is_ptr(t) && type_is_int(r) && (n->op == TOK_ADD_ASSIGN || n->op == TOK_SUB_ASSIGN)))
		cc_error(cc, n->pos, D_OP_INT, "operator %s requires operands of integral type", opname(n->op));
	if (n->op == TOK_ASSIGN && !type_assignable(t, r))
		cc_error(cc, n->pos, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
			 type_str(t), opname(n->op), type_str(r));
	return n->ty = t;
}

/*
 * alloca(size): a constant size must fit the scratch space (scratchsize);
 * a computed one is checked when it runs (out of scratch space).
 */
static void check_alloca_size(struct cc *cc, struct node *n)
{
	uint32_t max = check_alloca_space(cc);

	check_state(cc)->uses_alloca = true;
	if (n->list->kind == NODE_INT && n->list->ival > max)
		cc_error(cc, n->pos, D_ALLOCA_SIZE, "alloca( ) size %llu exceeds the scratch space (%u bytes)",
			 (unsigned long long)n->list->ival, max);
}

uint32_t check_alloca_space(const struct cc *cc)
{
	uint64_t size = cc->opts.scratchsize ? cc->opts.scratchsize : CHECK_ALLOCA_DEFAULT;

	return (uint32_t)(size > CHECK_ALLOCA_MAX ? CHECK_ALLOCA_MAX : ALIGN_UP(size, 8));
}

/* True if n is 0, or 0 cast to a pointer (neither alloca()'s nor another pointer). */
static bool is_zero_const(const struct node *n)
{
	while (n->kind == NODE_CAST)
		n = n->b;
	return n->kind == NODE_INT && n->ival == 0;
}

bool check_ptr_is_alloca(const struct node *n)
{
	switch (n->kind) {
	case NODE_CALL:
		return n->ann && n->ann->kind == ANN_FUNC && n->ann->func->id == FN_alloca;
	case NODE_CAST:
		return check_ptr_is_alloca(n->b);
	case NODE_BINARY:
		if ((n->op != TOK_PLUS && n->op != TOK_MINUS) || !n->ty || !type_is_ptr(n->ty))
			return false;
		return check_ptr_is_alloca(n->a) || check_ptr_is_alloca(n->b);
	case NODE_IDENT:
	case NODE_SELFVAR:
	case NODE_THISVAR:
	case NODE_INDEX:
		if (n->ann && n->ann->kind == ANN_VAR)
			return n->ann->var->is_alloca;
		return false;
	case NODE_ADDROF:
		return check_mem_is_alloca(n->a);
	case NODE_ASSIGN:
	case NODE_COMMA:
		return check_ptr_is_alloca(n->b);
	case NODE_TERNARY:
		return check_ptr_is_alloca(n->b) || check_ptr_is_alloca(n->c);
	default:
		return false;
	}
}

bool check_mem_is_alloca(const struct node *n)
{
	switch (n->kind) {
	case NODE_DEREF:
	case NODE_PTRMEMBER:
		return check_ptr_is_alloca(n->a);
	case NODE_INDEX:
		return n->a->ty && type_is_ptr(n->a->ty) && check_ptr_is_alloca(n->a);
	case NODE_MEMBER:
		return check_mem_is_alloca(n->a);
	default:
		return false;
	}
}

/*
 * DTrace's rule on alloca()'d pointers: a variable holds them or other
 * pointers, never both (even in different clauses; assigning NULL is
 * neither), and a ?: assigned to one may not mix them.
 */
static void note_alloca(struct cc *cc, const struct node *n, struct var *v)
{
	const struct node *r = n->b;
	bool a;

	while (r->kind == NODE_ASSIGN || r->kind == NODE_COMMA)
		r = r->b;
	if (n->op != TOK_ASSIGN || is_zero_const(r))
		return;
	if (r->kind == NODE_TERNARY && !is_zero_const(r->b) && !is_zero_const(r->c) &&
	    check_ptr_is_alloca(r->b) != check_ptr_is_alloca(r->c))
		cc_error(cc, n->pos, D_ALLOCA_INCOMPAT, "ternary conditional with alloca and non-alloca branches "
			 "cannot be assigned to a variable");
	a = check_ptr_is_alloca(r);
	if (v->alloca_set && v->is_alloca != a)
		cc_error(cc, n->pos, D_ALLOCA_INCOMPAT, "%s: cannot reuse a variable for both alloca and non-alloca pointers",
			 v->name);
	v->alloca_set = true;
	v->is_alloca = a;
}

static struct type *check_assign(struct cc *cc, struct node *n)
{
	struct node *lhs = n->a;
	struct type *r;
	struct var *v;

	if (lhs->kind == NODE_INDEX && lhs->a->kind == NODE_AGG && bad_designator(n->b)) /* DTrace's parser finds it */
		cc_error(cc, bad_designator(n->b)->pos, D_FUNC_IDENT, "function designator is not of function type");
	if (lhs->kind == NODE_INDEX && lhs->a->kind == NODE_AGG)
		cc_error(cc, lhs->pos, D_AGG_MDIM, "improper attempt to reference @%s as a multi-dimensional array", lhs->a->str);
	if (lhs->kind == NODE_AGG)
		return check_agg_assign(cc, n);
	if (n->op != TOK_ASSIGN && lhs->kind == NODE_IDENT && builtin_lookup(lhs->str) < 0 && !strchr(lhs->str, '`')) {
		v = var_find(check_state(cc), VAR_GLOBAL, lhs->str);
		if ((!v || !v->ty) && !const_known(check_state(cc), lhs->str) &&
		    !var_find(check_state(cc), VAR_ASSOC, lhs->str) && strcmp(lhs->str, "NULL") != 0)
			undeclared_operand(cc, lhs);
	}
	r = check_expr(cc, n->b);
	if (lhs->kind == NODE_IDENT && strchr(lhs->str, '`'))
		cc_error(cc, n->pos, D_OP_LVAL, "operator %s cannot be applied to kernel variable %s: D does not write to the kernel",
			 opname(n->op), lhs->str);
	if (is_mem_lvalue(cc, lhs))
		return check_mem_assign(cc, n, r);
	if (lhs->kind == NODE_INDEX && lhs->ty && is_dvar_part(lhs)) /* a[i] of a D array */
		return check_part_assign(cc, n, r);
	v = lvalue_var(cc, lhs, n->op == TOK_ASSIGN);
	if (n->op != TOK_ASSIGN && (!v || (!v->ty && lhs->kind != NODE_INDEX)))
		undeclared_operand(cc, lhs);
	if (!v) {
		check_expr(cc, lhs);
		if (is_dvar_part(lhs))
			return check_part_assign(cc, n, r);
		cc_error(cc, n->pos, D_OP_LVAL, "operator %s requires modifiable lvalue as an operand", opname(n->op));
	}
	if (r->kind == TY_VOID)
		cc_error(cc, n->b->pos, D_OP_ACT, "cannot assign a void expression");
	if (type_is_sou(r) || type_is_ldouble(r))
		check_sou_source(cc, n->b, D_OP_DYN, "cannot assign");
	if (!v->ty)
		var_set_type(cc, v, r->kind == TY_ARRAY && !type_is_charptr(r) ? type_ptr(cc, r->to, false) : r);
	if (lhs->kind == NODE_INDEX)
		check_assoc_ref(cc, lhs, true);
	else
		check_expr(cc, lhs);
	if (n->op == TOK_ASSIGN && v->ty->kind == TY_ARRAY)
		cc_error(cc, n->pos, D_OP_ARRFUN, "operator %s may not be applied to operand of type \"%s\"", opname(n->op),
			 type_str(v->ty));
	check_compound(cc, n, v->ty, r);
	if (n->op != TOK_ASSIGN && (!type_is_int(v->ty) || !type_is_int(r)) &&
	    !(type_is_ptr(v->ty) && (n->op == TOK_ADD_ASSIGN || n->op == TOK_SUB_ASSIGN)))
		cc_error(cc, n->pos, D_OP_INT, "operator %s requires operands of integral type", opname(n->op));
	if (n->op == TOK_ASSIGN && type_is_sou(v->ty) && (v->scope == VAR_ASSOC || v->scope == VAR_TLS) &&
	    n->b->kind == NODE_INT && n->b->ival == 0)
		return n->ty = v->ty; /* storing 0 deletes a dynamic variable, a struct too */
	/*
	 * A pointer variable takes a pointer or the constant 0, not any other
	 * integer (DTrace's pointer compatibility): `x = curthread; x = pid;`
	 * is D_OP_INCOMPAT, as `x = pid; x = curthread;` is.
	 */
	if (n->op == TOK_ASSIGN && type_is_ptr(v->ty) && type_is_int(r) && !is_zero_const(n->b))
		cc_error(cc, n->pos, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
			 type_str(v->ty), opname(n->op), type_str(r));
	/* DTrace takes 0 as a null pointer constant: `self->name = 0;` is how scripts free a string */
	if (!type_assignable(v->ty, r) &&
	    !(type_is_string(v->ty) && n->op == TOK_ASSIGN && (is_null_const(n->b) || is_zero_const(n->b))))
		cc_error(cc, n->pos, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" %s \"%s\"",
			 type_str(v->ty), opname(n->op), type_str(r));
	if (type_is_ptr(v->ty))
		note_alloca(cc, n, v);
	return n->ty = v->ty;
}

/*
 * The operand of a unary operator that names a thread-local, a clause-local
 * or an associative array's element nothing has assigned yet is created as
 * an int64_t, as DTrace's unary operators create it (`/!pending[dev]/` before
 * the clause that counts pending[dev]++); an unknown scalar stays unknown.
 */
static void unary_creates_var(struct cc *cc, struct node *a)
{
	struct var *v;

	if (a->kind != NODE_SELFVAR && a->kind != NODE_THISVAR && a->kind != NODE_INDEX)
		return;
	if (a->kind == NODE_INDEX && a->a->kind != NODE_IDENT && a->a->kind != NODE_SELFVAR)
		return;
	if (a->kind == NODE_INDEX && a->a->kind == NODE_IDENT && strchr(a->a->str, '`'))
		return; /* `sym[i]: a kernel symbol's element, no variable */
	v = lvalue_var(cc, a, true);
	if (v && !v->ty)
		var_set_type(cc, v, type_lookup(cc, &check_state(cc)->tt, "int64_t"));
}

static struct type *check_unary(struct cc *cc, struct node *n)
{
	struct check_state *ck = check_state(cc);
	struct type *t;

	unary_creates_var(cc, n->a);
	t = check_operand(cc, n->a);
	const char *op = n->kind == NODE_NEG ? "-" : n->kind == NODE_UPLUS ? "+" : n->kind == NODE_BNOT ? "~" : "!";

	if (n->kind == NODE_NOT) {
		if (!type_is_scalar(t))
			cc_error(cc, n->pos, D_OP_SCALAR, "operator ! requires an operand of scalar type");
		n->ty = ck->tt.bt.int_t;
		if (n->a->kind == NODE_INT)
			fold(n, n->ty, !n->a->ival);
		return n->ty;
	}
	if (n->kind == NODE_BNOT ? !type_is_int(t) : !type_is_arith(t))
		cc_error(cc, n->pos, n->kind == NODE_BNOT ? D_OP_INT : D_OP_ARITH,
			 "operator %s requires an operand of %s type", op, n->kind == NODE_BNOT ? "integral" : "arithmetic");
	n->ty = type_promote(cc, &ck->tt, t);
	if (n->a->kind == NODE_INT)
		fold(n, n->ty, n->kind == NODE_NEG ? -n->a->ival : n->kind == NODE_BNOT ? ~n->a->ival : n->a->ival);
	return n->ty;
}

static struct type *check_incdec(struct cc *cc, struct node *n)
{
	struct type *t;
	const char *op = n->kind == NODE_PREINC || n->kind == NODE_POSTINC ? "++" : "--";

	struct var *v;

	if (is_mem_lvalue(cc, n->a)) {
		t = n->a->ty ? n->a->ty : check_expr(cc, n->a);
		if (!mem_is_writable(n->a))
			cc_error(cc, n->pos, D_OP_WRITE, "operator %s can only be applied to a writable variable", op);
		if (!type_is_scalar(t) || (n->a->ann && n->a->ann->member && n->a->ann->member->bit_size))
			cc_error(cc, n->pos, D_OP_SCALAR, "operator %s requires operand of scalar type", op);
		return n->ty = t;
	}
	v = n->a->kind == NODE_IDENT && strchr(n->a->str, '`') ? NULL : lvalue_var(cc, n->a, true);
	if (!v && (n->a->kind == NODE_MEMBER || n->a->kind == NODE_INDEX)) {
		t = check_expr(cc, n->a);
		if (!is_dvar_part(n->a))
			cc_error(cc, n->pos, D_OP_LVAL, "operator %s requires modifiable lvalue as an operand", op);
		if (!type_is_scalar(t) || t->kind == TY_ARRAY)
			cc_error(cc, n->pos, D_OP_SCALAR, "operator %s requires operand of scalar type", op);
		return n->ty = t;
	}
	if (!v)
		cc_error(cc, n->pos, D_OP_LVAL, "operator %s requires modifiable lvalue as an operand", op);
	if (!v->ty) /* D creates an integer variable on its first ++ or -- */
		var_set_type(cc, v, type_lookup(cc, &check_state(cc)->tt, "int64_t"));
	t = n->a->kind == NODE_INDEX ? check_assoc_ref(cc, n->a, false) : check_expr(cc, n->a);
	if (!type_is_scalar(t))
		cc_error(cc, n->pos, D_OP_SCALAR, "operator %s requires operand of scalar type", op);
	return n->ty = t;
}

static struct type *check_deref(struct cc *cc, struct node *n)
{
	struct type *t = check_expr(cc, n->a);

	if (!type_is_ptr(t))
		cc_error(cc, n->pos, D_DEREF_NONPTR, "cannot dereference non-pointer type");
	if (t->to->kind == TY_VOID)
		cc_error(cc, n->pos, D_DEREF_VOID, "cannot dereference pointer to void");
	if (t->to->kind == TY_FUNC)
		cc_error(cc, n->pos, D_DEREF_FUNC, "cannot dereference pointer to function");
	return n->ty = t->to;
}

/*
 * A scalar element of an array (a[i], s.c[2], this->x[1]) in a global or a
 * clause-local D variable: memory a pointer may reach, as in DTrace
 * (&a[0]); a thread-local's or an associative array's element may move.
 */
static bool is_global_array_elem(const struct node *a)
{
	const struct node *x = a;

	if (!(type_is_scalar(a->ty) || type_is_sou(a->ty)) || a->kind != NODE_INDEX || !a->a->ty || a->a->ty->kind != TY_ARRAY)
		return false;
	while (x->kind == NODE_MEMBER || (x->kind == NODE_INDEX && x->a->ty && x->a->ty->kind == TY_ARRAY))
		x = x->a;
	return x != a && (x->kind == NODE_IDENT || x->kind == NODE_THISVAR) && x->ann && x->ann->kind == ANN_VAR &&
	       (x->ann->var->scope == VAR_GLOBAL || x->ann->var->scope == VAR_THIS);
}

static struct type *check_addrof(struct cc *cc, struct node *n)
{
	struct type *t;
	struct node *a = n->a;

	if (a->kind == NODE_AGG) /* before the aggregation is looked at as a value */
		cc_error(cc, n->pos, D_ADDROF_VAR, "cannot take address of dynamic variable");
	if (a->kind == NODE_INDEX)
		a->flags |= NF_ADDROF;
	t = check_expr(cc, a);
	/* a member of a D variable is not itself a variable to DTrace: its bit-field check comes first */
	if ((a->kind == NODE_MEMBER || a->kind == NODE_PTRMEMBER) && a->ann && a->ann->member &&
	    a->ann->member->bit_size)
		cc_error(cc, n->pos, D_ADDROF_BITFIELD, "cannot take address of bit-field");
	if (a->kind == NODE_IDENT || a->kind == NODE_SELFVAR || a->kind == NODE_THISVAR ||
	    (check_in_dvar(a) && !is_global_array_elem(a)) ||
	    (a->kind == NODE_INDEX && a->ann && (a->ann->kind == ANN_VAR || a->ann->kind == ANN_BUILTIN)))
		cc_error(cc, n->pos, D_ADDROF_VAR, "cannot take address of dynamic variable");
	if (a->kind != NODE_DEREF && a->kind != NODE_MEMBER && a->kind != NODE_PTRMEMBER && a->kind != NODE_INDEX)
		cc_error(cc, n->pos, D_ADDROF_LVAL, "operator & requires an lvalue as an operand");
	return n->ty = type_ptr(cc, t, false);
}

/*
 * The translator to out from a value of type from: one whose input type is
 * from itself, else the latest one from is assignable to (several
 * translate to ipinfo_t, each from its own probe context's type).
 */
static struct check_xlator *xlator_find(struct cc *cc, struct type *out, struct type *from)
{
	for (struct check_xlator *xl = check_state(cc)->xlators; xl; xl = xl->next)
		if (type_same(xl->out, out) && type_same(xl->in, from))
			return xl;
	for (struct check_xlator *xl = check_state(cc)->xlators; xl; xl = xl->next)
		if (type_same(xl->out, out) && type_assignable(xl->in, from))
			return xl;
	return NULL;
}

/*
 * args[N] of probes whose argument DTrace documents as a translated type
 * (probe_arg.xlate: sched's lwpsinfo_t *, io's bufinfo_t *): n becomes
 * xlate<T>(args[N]), the inner args[N] marked "native" so it stays the
 * kernel's value when the translator's members are substituted.
 */
static struct type *xlate_args_to(struct cc *cc, struct node *n, struct check_clause *c, const char *xt);

static struct type *xlate_args(struct cc *cc, struct node *n, struct check_clause *c, int64_t idx)
{
	const char *xt = c && c->nprobes ? c->probes[0]->args[idx].xlate : NULL;
	const char *dot;

	if (!xt || (n->str && strcmp(n->str, "native") == 0))
		return n->ty;
	dot = strchr(xt, '.');
	if (dot) { /* "T.member": args[N] is xlate<T>(args[N]).member (an int the kernel does not hold) */
		struct node *x = ARENA_NEW(&cc->arena, struct node);

		*x = *n;
		x->next = NULL;
		x->ann = NULL;
		ann(cc, x);
		*x->ann = *n->ann;
		x->str = NULL;
		xlate_args_to(cc, x, c, arena_printf(&cc->arena, "%.*s", (int)(dot - xt), xt));
		n->kind = NODE_MEMBER;
		n->a = x;
		n->b = NULL;
		n->list = NULL;
		n->str = dot + 1;
		n->ann = NULL;
		n->ty = NULL;
		return check_expr(cc, n);
	}
	return xlate_args_to(cc, n, c, xt);
}

static struct type *xlate_args_with(struct cc *cc, struct node *n, struct check_xlator *xl,
				    struct type *to);

static struct type *xlate_args_to(struct cc *cc, struct node *n, struct check_clause *c, const char *xt)
{
	struct check_state *ck = check_state(cc);
	struct type *to, *out;
	struct check_xlator *xl;

	(void)c;
	to = type_lookup(cc, &ck->tt, xt);
	out = to && to->kind == TY_PTR ? to->to : to;
	xl = out ? xlator_find(cc, out, n->ty) : NULL;
	if (!xl)
		cc_error(cc, n->pos, D_XLATE_NONE, "translator does not exist: %s to %s", type_str(n->ty), xt);
	return xlate_args_with(cc, n, xl, to);
}

/* Makes args[N] (n, of its native type) xlate<to>(args[N]) through translator xl. */
static struct type *xlate_args_with(struct cc *cc, struct node *n, struct check_xlator *xl,
				    struct type *to)
{
	struct node *native;

	native = ARENA_NEW(&cc->arena, struct node);
	*native = *n;
	native->next = NULL;
	native->str = "native";
	n->kind = NODE_XLATE;
	n->a = NULL;
	n->b = native;
	n->list = NULL;
	ann(cc, n)->kind = ANN_NONE;
	n->ann->xl = xl;
	return n->ty = to;
}

/*
 * The definition of probe p in a provider definition of the program, or
 * NULL: PROVIDER<pid> (a usdt probe of a process) and the probe's name.
 */
static struct check_probedef *probedef_of(struct cc *cc, const struct probe *p)
{
	size_t len = strlen(p->prov);

	while (len && p->prov[len - 1] >= '0' && p->prov[len - 1] <= '9')
		len--;
	if (len == strlen(p->prov)) /* not a process's provider: a definition cannot retype it */
		return NULL;
	for (struct check_provdef *pv = check_state(cc)->provdefs; pv; pv = pv->next) {
		if (strlen(pv->name) != len || strncmp(pv->name, p->prov, len) != 0)
			continue;
		for (struct check_probedef *pr = pv->probes; pr; pr = pr->next)
			if (strcmp(pr->name, p->name) == 0)
				return pr;
	}
	return NULL;
}

/*
 * args[N] of a probe its provider's definition describes: the definition's
 * type (a translated argument goes through its translator, from the native
 * argument it maps to). Returns NULL if there is no definition for p.
 */
static struct type *probedef_args(struct cc *cc, struct node *n, const struct probe *p, int64_t idx,
				  struct check_probedef **def)
{
	struct check_probedef *pr = probedef_of(cc, p);

	*def = pr;
	if (!pr)
		return NULL;
	if (idx < 0 || (uint64_t)idx >= pr->xargc)
		cc_error(cc, n->pos, D_ARGS_IDX, "index %lld is out of range for %s:%s:%s:%s args[ ]",
			 (long long)idx, p->prov, p->mod, p->func, p->name);
	if (pr->mapping[idx] >= PROBE_MAXARGS)
		cc_error(cc, n->pos, D_ARGS_IDX, "args[%lld] of %s:%s:%s:%s is beyond the %d arguments read",
			 (long long)idx, p->prov, p->mod, p->func, p->name, PROBE_MAXARGS);
	return pr->xl[idx] ? pr->nargv[pr->mapping[idx]] : pr->xargv[idx];
}

/* args[N]: the type the clause's probes give argument N. */
static struct type *check_args(struct cc *cc, struct node *n)
{
	struct check_state *ck = check_state(cc);
	struct check_clause *c = ck->cur;
	struct check_probedef *def = NULL;
	struct type *t = NULL;
	int64_t idx;

	if (node_list_len(n->list) == 1 && !type_is_int(check_expr(cc, n->list)))
		cc_error(cc, n->pos, D_PROTO_ARG, "args[ ] argument #1 is incompatible with prototype:\n\tprototype: int\n\t argument: %s",
			 type_str(n->list->ty));
	if (node_list_len(n->list) != 1 || !const_int(cc, n->list, &idx))
		cc_error(cc, n->pos, D_ARGS_IDX, "args[ ] index must be an integer constant");
	for (uint32_t i = 0; c && i < c->nprobes; i++) {
		struct probe *p = c->probes[i];
		const char *tn;
		struct type *pt = probedef_args(cc, n, p, idx, &def);

		if (pt) {
			if (t && !type_same(t, pt))
				cc_error(cc, n->pos, D_ARGS_MULTI,
					 "args[%lld] has type %s in one probe and %s in another",
					 (long long)idx, type_str(t), type_str(pt));
			t = pt;
			continue;
		}

		if (idx < 0 || (uint64_t)idx >= p->nargs)
			cc_error(cc, n->pos, D_ARGS_IDX, "index %lld is out of range for %s:%s:%s:%s args[ ]",
				 (long long)idx, p->prov, p->mod, p->func, p->name);
		/* a place held for DTrace's argument, with nothing behind it (tcp's pktinfo_t) */
		if (p->ap && p->ap->ctx == CTX_FIELDS && !p->args[idx].type && !p->args[idx].size &&
		    !p->args[idx].off && p->args[idx].from == PROBE_ARG_CTX)
			cc_error(cc, n->pos, D_ARGS_TYPE, "args[%lld] is not available for %s:%s:%s:%s",
				 (long long)idx, p->prov, p->mod, p->func, p->name);
		tn = p->args[idx].type ? p->args[idx].type : "uint64_t";
		pt = type_lookup(cc, &ck->tt, tn);
		if (!pt)
			cc_error(cc, n->pos, D_ARGS_TYPE, "failed to resolve type of args[%lld] (%s)", (long long)idx, tn);
		if (t && !type_same(t, pt))
			cc_error(cc, n->pos, D_ARGS_MULTI, "args[%lld] has type %s in one probe and %s in another",
				 (long long)idx, type_str(t), type_str(pt));
		t = pt;
	}
	if (!t) {
		if (idx < 0 || idx >= PROBE_MAXARGS)
			cc_error(cc, n->pos, D_ARGS_IDX, "index %lld is out of range for args[ ]", (long long)idx);
		t = ck->tt.bt.long_t;
	}
	ann(cc, n)->kind = ANN_BUILTIN;
	n->ann->builtin = BI_ARGS;
	n->ann->argno = (uint32_t)idx;
	n->ty = t;
	if (def) {
		n->ann->argno = def->mapping[idx];
		if (def->xl[idx] && !(n->str && strcmp(n->str, "native") == 0))
			return xlate_args_with(cc, n, def->xl[idx], def->xargv[idx]);
		return t;
	}
	return xlate_args(cc, n, c, idx);
}

/*
 * True if a[i] indexes memory (a pointer or array that the scalar variable
 * a holds, or any other expression) rather than an associative array.
 */
static bool index_is_mem(struct cc *cc, const struct node *n)
{
	struct check_state *ck = check_state(cc);
	const struct node *a = n->a;
	struct var *v;

	switch (a->kind) {
	case NODE_IDENT:
		if (builtin_lookup(a->str) >= 0)
			return false;
		v = var_find(ck, VAR_GLOBAL, a->str);
		break;
	case NODE_SELFVAR: v = var_find(ck, VAR_TLS, a->str); break;
	case NODE_THISVAR: v = var_find(ck, VAR_THIS, a->str); break;
	default: return true;
	}
	return v && v->ty && (type_is_ptr(v->ty) || v->ty->kind == TY_STRING);
}

/*
 * A constant index outside an array's declared dimension is D_ARR_BOUNDS,
 * as in DTrace. A kernel array of one element is often the old spelling of
 * a flexible array member, so only D's own arrays of one are checked.
 */
static void check_bounds(struct cc *cc, struct node *n, const struct type *t)
{
	int64_t idx;

	if (t->kind != TY_ARRAY || t->n == 0 || (t->is_kernel && t->n == 1))
		return;
	if (n->list->kind != NODE_INT)
		return;
	idx = (int64_t)n->list->ival;
	if (idx >= 0 && ((uint64_t)idx < t->n || ((n->flags & NF_ADDROF) && (uint64_t)idx == t->n)))
		return; /* &a[n], one past the end: an address C and DTrace allow */
	cc_error(cc, n->list->pos, D_ARR_BOUNDS, "index outside array bounds: %lld, max is %u",
		 (long long)idx, t->n);
}

/*
 * A copy of expression e (unchecked) with each identifier naming one of
 * params replaced by a copy of the argument in its place in args.
 */
static struct node *inline_copy(struct cc *cc, const struct node *e, const struct node *params,
				const struct node *args)
{
	struct node *n, **tail;

	if (!e)
		return NULL;
	if (e->kind == NODE_IDENT) {
		const struct node *p = params, *a = args;

		for (; p && a; p = p->next, a = a->next)
			if (p->b && p->b->str && strcmp(p->b->str, e->str) == 0)
				return inline_copy(cc, a, NULL, NULL);
	}
	n = node_new(cc, e->kind, e->pos);
	*n = *e;
	n->ty = NULL;
	n->ann = NULL;
	n->next = NULL;
	n->a = inline_copy(cc, e->a, params, args);
	n->b = inline_copy(cc, e->b, params, args);
	n->c = inline_copy(cc, e->c, params, args);
	tail = &n->list;
	for (const struct node *l = e->list; l; l = l->next) {
		*tail = inline_copy(cc, l, params, args);
		tail = &(*tail)->next;
	}
	return n;
}

/* The inline associative array named name, or NULL. */
static struct check_const *inline_assoc(struct check_state *ck, const char *name)
{
	for (struct check_const *c = ck->consts; c; c = c->next)
		if (c->params && strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

/*
 * NAME[a1, ...] of an inline associative array: n becomes the inline's
 * expression with the arguments in place of its parameters. The arguments
 * are judged against the parameters' types as an associative array's keys
 * are (D_PROTO_LEN, D_PROTO_ARG); the expression against the inline's type.
 */
static struct type *check_inline_use(struct cc *cc, struct node *n, struct check_const *c)
{
	uint32_t i = 0, want = (uint32_t)node_list_len(c->params), got = (uint32_t)node_list_len(n->list);
	struct node *args = NULL, **tail = &args, *body, *next = n->next;
	const struct node *p = c->params;

	if (c->expanding)
		cc_error(cc, n->pos, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable name", c->name);
	if (got != want)
		cc_error(cc, n->pos, D_PROTO_LEN, "%s[ ] prototype mismatch: %u arg%s passed, %u expected", c->name, got,
			 got == 1 ? "" : "s", want);
	for (struct node *a = n->list; a; a = a->next) { /* copies before the checks change them */
		*tail = inline_copy(cc, a, NULL, NULL);
		tail = &(*tail)->next;
	}
	for (struct node *a = n->list; a; a = a->next, p = p->next, i++) {
		struct type *pt = check_typename(cc, (struct node *)p), *at = check_operand(cc, a);

		if (!type_assignable(pt, at))
			cc_error(cc, a->pos, D_PROTO_ARG,
				 "%s[ ] key #%u is incompatible with prototype:\n\tprototype: %s\n\t argument: %s", c->name,
				 i + 1, type_str(pt), type_str(at));
	}
	body = inline_copy(cc, c->expr, c->params, args);
	*n = *body;
	n->next = next;
	c->expanding = true;
	check_expr(cc, n);
	c->expanding = false;
	if (!type_assignable(c->ty, n->ty))
		cc_error(cc, n->pos, D_OP_INCOMPAT, "inline %s definition uses incompatible types: \"%s\" = \"%s\"",
			 c->name, type_str(c->ty), type_str(n->ty));
	if (type_is_int(c->ty) && n->kind == NODE_INT)
		fold(n, c->ty, n->ival);
	return n->ty;
}

static struct type *check_index(struct cc *cc, struct node *n)
{
	struct type *t;
	struct check_const *ic;

	if (n->a->kind == NODE_AGG)
		cc_error(cc, n->pos, D_AGG_MDIM, "improper attempt to reference @%s as a multi-dimensional array", n->a->str);

	if (n->a->kind == NODE_IDENT && (ic = inline_assoc(check_state(cc), n->a->str)) &&
	    !var_find(check_state(cc), VAR_GLOBAL, n->a->str))
		return check_inline_use(cc, n, ic);
	if (n->a->kind == NODE_IDENT && strcmp(n->a->str, "args") == 0)
		return check_args(cc, n);
	if (n->a->kind == NODE_IDENT && strcmp(n->a->str, "fds") == 0) {
		if (node_list_len(n->list) != 1 || !type_is_int(check_expr(cc, n->list)))
			cc_error(cc, n->pos, D_ARR_BADREF, "fds[ ] takes one integer file descriptor");
		ann(cc, n)->kind = ANN_BUILTIN;
		n->ann->builtin = BI_FDS;
		check_strtab_add(cc, "<none>", 6); /* what a closed descriptor reads as */
		return n->ty = builtin_type(cc, BI_FDS);
	}
	if (n->a->kind == NODE_IDENT && strcmp(n->a->str, "uregs") == 0) {
		int64_t r = 0;

		if (node_list_len(n->list) == 1 && !const_int(cc, n->list, &r))
			cc_error(cc, n->list->pos, D_PROTO_ARG, "uregs[ ] index must be an integer constant (R_PC, R_SP, R_RAX...)");
		if (node_list_len(n->list) != 1)
			cc_error(cc, n->pos, D_ARR_BADREF, "uregs[ ] takes a register constant (R_PC, R_SP, R_RAX...)");
		/* 0-20: struct pt_regs; R_DS, R_ES, R_FS, R_GS, R_TRAPNO: the task's thread_struct */
		if (r < 0 || r >= UREGS_PT_REGS + 5)
			cc_error(cc, n->pos, D_UNKNOWN, "uregs[]: index out of bounds (%lld)", (long long)r);
		ann(cc, n)->kind = ANN_BUILTIN;
		n->ann->builtin = BI_UREGS;
		n->ann->argno = (uint32_t)r;
		return n->ty = builtin_type(cc, BI_UREGS);
	}
	if (n->a->kind == NODE_THISVAR && !index_is_mem(cc, n))
		cc_error(cc, n->pos, D_ARR_LOCAL, "local variable this->%s may not be used as an associative array", n->a->str);
	if (n->a->kind == NODE_SELFVAR && !index_is_mem(cc, n)) {
		struct var *v = var_find(check_state(cc), VAR_ASSOC, arena_printf(&cc->arena, "self->%s", n->a->str));

		if (!v || !v->ty)
			cc_error(cc, n->pos, D_IDENT_UNDEF, "failed to resolve self->%s: Unknown variable name", n->a->str);
		return check_assoc_ref(cc, n, false);
	}
	if (n->a->kind == NODE_IDENT && builtin_lookup(n->a->str) < 0 && !strchr(n->a->str, '`') &&
	    !var_find(check_state(cc), VAR_GLOBAL, n->a->str)) { /* `sym[i] is a kernel symbol's element */
		struct var *v = var_find(check_state(cc), VAR_ASSOC, n->a->str);

		if (!v || !v->ty)
			cc_error(cc, n->pos, D_IDENT_UNDEF, "failed to resolve %s: Unknown variable name", n->a->str);
		return check_assoc_ref(cc, n, false);
	}
	t = check_expr(cc, n->a);
	if (t->kind == TY_STRING) { /* s[i]: a character of the string, read where it is */
		if (node_list_len(n->list) != 1)
			cc_error(cc, n->pos, D_ARR_BADREF, "arrays take exactly one index");
		if (!type_is_int(check_expr(cc, n->list)))
			cc_error(cc, n->list->pos, D_OP_INT, "array index must be of integral type");
		if (n->a->ann && n->a->ann->decl_dim && n->list->kind == NODE_INT &&
		    (int64_t)n->list->ival >= 0 && n->list->ival >= n->a->ann->decl_dim) /* a char array's member */
			cc_error(cc, n->list->pos, D_ARR_BOUNDS, "index outside array bounds: %lld, max is %u",
				 (long long)n->list->ival, n->a->ann->decl_dim);
		return n->ty = type_lookup(cc, &check_state(cc)->tt, "char");
	}
	if (!type_is_ptr(t))
		cc_error(cc, n->pos, D_OP_PTR, "operator [ ] may not be applied to operand of type \"%s\"", type_str(t));
	if (node_list_len(n->list) != 1)
		cc_error(cc, n->pos, D_ARR_BADREF, "arrays take exactly one index");
	if (!type_is_int(check_expr(cc, n->list)))
		cc_error(cc, n->list->pos, D_OP_INT, "array index must be of integral type");
	if (t->to->kind == TY_VOID)
		cc_error(cc, n->pos, D_OP_INCOMPAT, "operands have incompatible types: \"%s\" + \"%s\"", type_str(t),
			 type_str(n->list->ty));
	/*
	 * An associative array's element that is an array (int a[int][4]) is
	 * not bounds-checked when compiled, as in DTrace: an index outside it
	 * faults when the clause runs.
	 */
	if (!(n->a->kind == NODE_INDEX && n->a->ann && n->a->ann->kind == ANN_VAR))
		check_bounds(cc, n, t);
	return n->ty = t->to;
}

/* ---- translators ---- */

/* A deep copy of expression n for a new use, with identifier `param` replaced by a copy of repl. */
static struct node *node_subst(struct cc *cc, const struct node *n, const char *param, const struct node *repl)
{
	struct node *c, **tail;

	if (!n)
		return NULL;
	if (n->kind == NODE_IDENT && strcmp(n->str, param) == 0)
		return node_subst(cc, repl, "", NULL);
	c = ARENA_NEW(&cc->arena, struct node);
	*c = *n;
	c->next = NULL;
	c->ann = NULL;
	if (c->kind != NODE_INT)
		c->ty = NULL;
	c->a = node_subst(cc, n->a, param, repl);
	c->b = node_subst(cc, n->b, param, repl);
	c->c = node_subst(cc, n->c, param, repl);
	c->list = NULL;
	tail = &c->list;
	for (const struct node *x = n->list; x; x = x->next) {
		*tail = node_subst(cc, x, param, repl);
		tail = &(*tail)->next;
	}
	return c;
}

static struct node *xlator_input(struct cc *cc, struct type *in, struct srcpos pos);
static struct node *xlator_member_expr(struct cc *cc, const struct check_xlator *xl, const struct node *m,
				       const struct node *input, const struct member **mem, uint32_t *off);

/* Checks member m's definition on a stand-in input under an error jump of its own: false on an error. */
static bool xlator_member_try(struct cc *cc, const struct check_xlator *xl, const struct node *m)
{
	jmp_buf jb;
	const struct member *mem;
	uint32_t off;

	if (setjmp(jb))
		return false;
	cc->jmp = &jb;
	cc->ck->cur = NULL;
	xlator_member_expr(cc, xl, m, xlator_input(cc, xl->in, m->pos), &mem, &off);
	return true;
}

/*
 * True if definition m of a library translator's member compiles against
 * this kernel's types, applied to a stand-in input; the error of one that
 * does not is forgotten.
 */
static bool xlator_member_fits(struct cc *cc, const struct check_xlator *xl, const struct node *m)
{
	struct check_state *ck = check_state(cc);
	struct check_clause *cur = ck->cur;
	struct node *xlate_operand = ck->xlate_operand;
	bool in_pred = ck->in_pred;
	struct diag diag = cc->diag;
	jmp_buf *prev = cc->jmp;
	bool fits = xlator_member_try(cc, xl, m);

	cc->jmp = prev;
	cc->diag = diag;
	ck->cur = cur;
	ck->xlate_operand = xlate_operand;
	ck->in_pred = in_pred;
	return fits;
}

/*
 * The translator's definition of member name, or NULL. A program's
 * translator may define a member twice: the first definition counts. The
 * D library's (dlib.c) define one several ways where kernels name their
 * members differently (task_struct's state, 5.14's __state): the first
 * definition that compiles against this kernel counts, else the last,
 * whose error is the one reported.
 */
static struct node *xlator_member(struct cc *cc, const struct check_xlator *xl, const char *name)
{
	struct node *found = NULL;

	for (struct node *m = xl->members; m; m = m->next) {
		if (strcmp(m->str, name) != 0)
			continue;
		if (!xl->lib || !xlator_input(cc, xl->in, m->pos))
			return m;
		if (found && xlator_member_fits(cc, xl, found))
			return found;
		found = m;
	}
	return found;
}

/*
 * A node standing for the translator's input in a check of its members
 * at their declaration: a value of type in, for which nothing is generated
 * (a 0 of that type, or *(T *)0 for a struct); NULL for an input that is
 * neither scalar nor a struct (its members are checked where they are used).
 */
static struct node *xlator_input(struct cc *cc, struct type *in, struct srcpos pos)
{
	struct node *n, *d;

	if (!type_is_scalar(in) && !type_is_sou(in))
		return NULL;
	n = ARENA_NEW(&cc->arena, struct node);
	n->kind = NODE_INT;
	n->pos = pos;
	n->ty = type_is_sou(in) ? type_ptr(cc, in, false) : in;
	if (!type_is_sou(in))
		return n;
	d = ARENA_NEW(&cc->arena, struct node);
	d->kind = NODE_DEREF;
	d->pos = pos;
	d->a = n;
	return d;
}

/* Checks member m's expression applied to input (a copy), and that it fits the member's type. */
static struct node *xlator_member_expr(struct cc *cc, const struct check_xlator *xl, const struct node *m,
				       const struct node *input, const struct member **mem, uint32_t *off)
{
	struct node *e = node_subst(cc, m->a, xl->param, input);
	struct type *et;

	*mem = type_member(cc, xl->out, m->str, off);
	et = check_expr(cc, e);
	/* as DTrace has it: an integer and a pointer meet only in a constant 0 */
	if (type_is_charptr((*mem)->ty) && (*mem)->ty->kind == TY_ARRAY && type_is_string(et))
		return e; /* a string fills a char array (cg.c cg_xlate) */
	if (!type_assignable((*mem)->ty, et) || (type_is_ptr((*mem)->ty) && type_is_int(et) && e->kind != NODE_INT) ||
	    (type_is_int((*mem)->ty) && type_is_ptr(et)))
		cc_error(cc, m->pos, D_XLATE_INCOMPAT,
			 "translator member %s definition uses incompatible types: \"%s\" = \"%s\"", m->str,
			 type_str((*mem)->ty), type_str(et));
	return e;
}

/*
 * translator OUT < IN name > { member = expr; ... }: OUT must be a complete
 * struct or union, each member one of its own, each expression of a type
 * the member can hold; one translator for each input and output type.
 */
static void check_xlator(struct cc *cc, struct node *item)
{
	struct check_state *ck = check_state(cc);
	struct check_xlator *xl = ARENA_NEW(&cc->arena, struct check_xlator);
	struct check_clause *cur = ck->cur;
	struct node *input;
	uint32_t off;

	xl->out = check_typename(cc, item->a);
	xl->in = check_typename(cc, item->b);
	xl->param = item->str;
	xl->members = item->list;
	xl->lib = dlib_is_unit(cc, item->pos.file);
	if (!type_is_sou(xl->out))
		cc_error(cc, item->pos, D_XLATE_SOU, "translator output type must be a struct or union");
	type_complete(cc, xl->out);
	if (!xl->out->sou->defined && !xl->out->sou->n)
		cc_error(cc, item->pos, D_XLATE_SOU, "incomplete struct/union/enum %s", type_str(xl->out));
	for (struct check_xlator *o = ck->xlators; o; o = o->next)
		if (type_same(o->out, xl->out) && type_same(o->in, xl->in))
			cc_error(cc, item->pos, D_XLATE_REDECL, "translator from %s to %s has already been declared",
				 type_str(xl->in), type_str(xl->out));
	for (struct node *m = item->list; m; m = m->next)
		if (!type_member(cc, xl->out, m->str, &off))
			cc_error(cc, m->pos, D_XLATE_MEMB, "translator member %s is not a member of %s", m->str,
				 type_str(xl->out));
	xl->next = ck->xlators; /* before its members: one may translate through it (dlib.c's NET_H) */
	ck->xlators = xl;
	/*
	 * The D library's translators (dlib.c) read kernel members that not
	 * every kernel has: theirs are checked where they are used.
	 */
	input = xl->lib ? NULL : xlator_input(cc, xl->in, item->pos);
	ck->cur = NULL;
	for (struct node *m = item->list; m && input; m = m->next) {
		const struct member *mem;

		xlator_member_expr(cc, xl, m, input, &mem, &off);
	}
	ck->cur = cur;
}

/*
 * The members a whole translated struct is built from (cg.c cg_xlate): each
 * one the translator defines, its expression applied to n's input. The
 * others are zero, as DTrace leaves them.
 */
static void xlate_fields(struct cc *cc, struct node *n)
{
	struct check_xlator *xl = n->ann->xl;
	struct check_xfield **tail = &n->ann->xfields;

	for (struct node *m = xl->members; m; m = m->next) {
		struct check_xfield *f;

		if (xlator_member(cc, xl, m->str) != m)
			continue; /* defined twice: the first definition counts */
		f = ARENA_NEW(&cc->arena, struct check_xfield);
		f->expr = xlator_member_expr(cc, xl, m, n->b, &f->m, &f->off);
		*tail = f;
		tail = &f->next;
	}
}

/*
 * xlate < T > ( expr ), xlate < T * > ( expr ): finds the translator. As
 * the operand of . or -> only the member read is translated
 * (xlate_member); anywhere else in a clause the whole struct is built.
 */
static struct type *check_xlate(struct cc *cc, struct node *n)
{
	struct check_state *ck = check_state(cc);
	bool whole = ck->xlate_operand != n && ck->cur;
	struct type *to, *from, *out;
	struct check_xlator *xl;

	if (!n->a && n->ann && n->ann->xl) { /* a translated args[N] (xlate_args) */
		if (whole && !n->ann->xfields)
			xlate_fields(cc, n);
		return n->ty;
	}
	to = check_typename(cc, n->a), from = check_expr(cc, n->b);
	out = to->kind == TY_PTR ? to->to : to;
	if (!type_is_sou(out))
		cc_error(cc, n->pos, D_XLATE_SOU, "translator output type must be a struct or union");
	xl = xlator_find(cc, out, from);
	if (!xl)
		cc_error(cc, n->pos, D_XLATE_NONE, "cannot translate from \"%s\" to \"%s\"", type_str(from),
			 type_str(to));
	n->ann = NULL; /* an inline's copy shares its annotation */
	ann(cc, n)->kind = ANN_NONE;
	n->ann->xl = xl;
	n->ty = to;
	if (whole)
		xlate_fields(cc, n);
	return n->ty;
}

/* xlate<T>(e).m or xlate<T *>(e)->m: becomes the translator's expression for m, applied to e. */
static struct type *xlate_member(struct cc *cc, struct node *n)
{
	struct check_xlator *xl = n->a->ann->xl;
	struct node *next = n->next, *copy, *m;
	struct srcpos pos = n->pos;
	const struct member *dm;
	uint32_t off;

	if ((n->kind == NODE_PTRMEMBER) != (n->a->ty->kind == TY_PTR))
		cc_error(cc, n->pos, D_OP_SOU, "operator %s cannot be applied to type \"%s\"",
			 n->kind == NODE_PTRMEMBER ? "->" : ".", type_str(n->a->ty));
	m = xlator_member(cc, xl, n->str);
	if (!m && !type_member(cc, xl->out, n->str, &off))
		cc_error(cc, n->pos, D_TYPE_MEMBER, "%s is not a member of %s", n->str, type_str(xl->out));
	if (!m)
		cc_error(cc, n->pos, D_XLATE_NOCONV, "translator does not define conversion for member: %s", n->str);
	copy = node_subst(cc, m->a, xl->param, n->a->b);
	*n = *copy;
	n->next = next;
	n->pos = pos;
	check_expr(cc, n);
	dm = type_member(cc, xl->out, m->str, &off);
	if (dm && dm->ty->kind == TY_ARRAY && dm->ty->n) /* pr_name[256]: bounded as declared (check_bounds) */
		ann(cc, n)->decl_dim = dm->ty->n;
	return n->ty;
}

static struct type *check_member(struct cc *cc, struct node *n)
{
	struct check_state *ck = check_state(cc);
	struct node *saved = ck->xlate_operand;
	const struct member *m;
	struct type *t;
	uint32_t off;

	ck->xlate_operand = n->a;
	t = check_expr(cc, n->a);
	ck->xlate_operand = saved;

	if (n->a->kind == NODE_XLATE)
		return xlate_member(cc, n);
	if (n->kind == NODE_PTRMEMBER) {
		if (!type_is_ptr(t))
			cc_error(cc, n->pos, D_OP_PTR, "operator -> must be applied to a pointer");
		t = t->to;
	}
	if (!type_is_sou(t))
		cc_error(cc, n->pos, D_OP_SOU, "operator %s cannot be applied to type \"%s\"",
			 n->kind == NODE_PTRMEMBER ? "->" : ".", type_str(t));
	type_complete(cc, t);
	if (!t->sou->defined && !t->sou->n)
		cc_error(cc, n->pos, D_OP_INCOMPLETE, "operator %s cannot be applied to a forward declaration: no %s definition is available",
			 n->kind == NODE_PTRMEMBER ? "->" : ".", type_str(t));
	m = type_member(cc, t, n->str, &off);
	if (!m)
		cc_error(cc, n->pos, D_TYPE_MEMBER, "%s is not a member of %s", n->str, type_str(t));
	ann(cc, n)->kind = ANN_MEMBER;
	n->ann->off = off;
	n->ann->member = m;
	return n->ty = m->ty;
}

static struct type *check_cast(struct cc *cc, struct node *n)
{
	struct type *to, *from;

	/* DTrace's curcpu is a built-in cpuinfo_t *, not an xlate: it may be cast to an integer */
	if (n->b->kind == NODE_IDENT && strcmp(n->b->str, "curcpu") == 0)
		n->flags |= NF_CURCPU; /* the operand becomes the inline's expression: checked again, it is an xlate */
	to = check_typename(cc, n->a);
	from = check_operand(cc, n->b);

	if (to->kind == TY_VOID && node_is_action(n->b))
		cc_error(cc, n->b->pos, D_CG_EXPR,
			 "tracing function %s( ) may not be called from a D expression (D program context required)", n->b->str);
	if (to->kind == TY_VOID)
		return n->ty = to;
	if (n->b->kind == NODE_XLATE && from->kind == TY_PTR && to->kind != TY_PTR && !(n->flags & NF_CURCPU)) /* it points into scratch */
		cc_error(cc, n->pos, D_CAST_INVAL, "invalid cast expression: \"pointer to translated data\" to \"%s\"",
			 type_str(to));
	if ((type_is_sou(to) || to->kind == TY_FLOAT) && type_same(to, from) && !node_is_action(n->b)) {
		/* a no-op, as in C (DTrace casts a float type only to itself: no conversion) */
		struct node *next = n->next;
		struct srcpos pos = n->pos;

		*n = *n->b;
		n->next = next;
		n->pos = pos;
		return n->ty;
	}
	if (to->kind == TY_STRING && from->kind == TY_PTR && !node_is_action(n->b)) {
		/* (string)p: the string p points to, as stringof(p) reads it */
		n->kind = NODE_STRINGOF;
		n->a = n->b;
		n->b = NULL;
		return check_stringof(cc, n);
	}
	if (!type_is_scalar(to) || !(type_is_scalar(from) || (to->kind == TY_PTR && from->kind == TY_STRING)))
		cc_error(cc, n->pos, D_CAST_INVAL, "invalid cast expression: \"%s\" to \"%s\"", type_str(from), type_str(to));
	n->ty = to;
	if (n->b->kind == NODE_INT && type_is_int(to))
		fold(n, to, n->b->ival);
	return n->ty;
}

static struct type *check_sizeof(struct cc *cc, struct node *n)
{
	struct type *t = n->kind == NODE_SIZEOF_TYPE ? check_typename(cc, n->a) : check_expr(cc, n->a);

	if (t->kind == TY_VOID || t->kind == TY_FUNC || (type_is_sou(t) && !t->size))
		cc_error(cc, n->pos, D_SIZEOF_TYPE, "cannot apply sizeof to an expression of type %s", type_str(t));
	if ((n->a->kind == NODE_MEMBER || n->a->kind == NODE_PTRMEMBER) && n->a->ann && n->a->ann->member->bit_size)
		cc_error(cc, n->pos, D_SIZEOF_BITFIELD, "cannot apply sizeof to a bit-field member");
	fold(n, type_lookup(cc, &check_state(cc)->tt, "size_t"), t->size);
	return n->ty;
}

static struct type *check_offsetof(struct cc *cc, struct node *n)
{
	struct type *t = check_typename(cc, n->a);
	const struct member *m;
	uint32_t off;

	if (type_is_sou(t))
		type_complete(cc, t);
	/* a struct only named (struct no_such_type) is no struct type to DTrace */
	if (!type_is_sou(t) || (!t->sou->defined && !t->sou->n))
		cc_error(cc, n->pos, D_OFFSETOF_TYPE, "offsetof operand must be a struct or union type");
	m = type_member(cc, t, n->str, &off);
	if (!m) /* DTrace's type library refuses the name: no tag of its own */
		cc_error(cc, n->pos, D_UNKNOWN, "failed to determine offset of %s: Member name not found.", n->str);
	if (m->bit_size)
		cc_error(cc, n->pos, D_OFFSETOF_BITFIELD, "cannot take offset of a bit-field: %s", n->str);
	fold(n, type_lookup(cc, &check_state(cc)->tt, "size_t"), off);
	return n->ty;
}

static struct type *check_stringof(struct cc *cc, struct node *n)
{
	struct type *t = check_operand(cc, n->a);

	if (!type_is_scalar(t) && !type_is_string(t))
		cc_error(cc, n->pos, D_STRINGOF_TYPE, "stringof operand must be of scalar or string type");
	return n->ty = check_state(cc)->tt.bt.string_t;
}

/*
 * The operand that cond ? b : c chooses when cond is an integer constant
 * (literals, inline constants, $1 ...), else NULL; cond is checked. DTrace's
 * parser folds such a ?: into the operand it chooses before anything is
 * typed, so the other operand is never judged, and an action chosen in a
 * statement is that action: `OPT_time ? printf("%d ", t) : 1;` is how the
 * DTraceToolkit's scripts print their optional columns.
 */
static struct node *ternary_const_pick(struct cc *cc, struct node *n)
{
	struct type *c = n->a->ty ? n->a->ty : check_operand(cc, n->a);

	if (n->a->kind != NODE_INT || !type_is_int(c))
		return NULL;
	return n->a->ival ? n->b : n->c;
}

/*
 * A string and a char * as the operands of ?: are a string, as in DTrace:
 * the char * operand op (checked) becomes the string it points to.
 */
static struct type *ternary_string(struct cc *cc, struct node *op)
{
	struct node *p = node_new(cc, NODE_STRINGOF, op->pos);
	struct node *next = op->next;

	*p = *op;
	p->next = NULL;
	memset(op, 0, sizeof(*op));
	op->kind = NODE_STRINGOF;
	op->pos = p->pos;
	op->a = p;
	op->next = next;
	return op->ty = check_state(cc)->tt.bt.string_t;
}

static struct type *check_ternary(struct cc *cc, struct node *n)
{
	struct check_state *ck = check_state(cc);
	struct node *pick = ternary_const_pick(cc, n), *next = n->next;

	if (pick) { /* n becomes the chosen operand, in its place in any list */
		check_operand(cc, pick);
		*n = *pick;
		n->next = next;
		return n->ty;
	}

	struct type *c = n->a->ty, *l = check_operand(cc, n->b), *r = check_operand(cc, n->c);

	if (!type_is_scalar(c))
		cc_error(cc, n->pos, D_OP_SCALAR, "operator ?: expression must be of scalar type");
	if (l->kind == TY_VOID && r->kind == TY_VOID)
		n->ty = l;
	else if (type_is_arith(l) && type_is_arith(r))
		n->ty = type_arith_common(cc, &ck->tt, l, r);
	else if (type_is_string(l) && type_is_string(r))
		n->ty = l->size >= r->size ? l : r;
	else if ((type_is_string(l) && type_is_charptr(r)) || (type_is_charptr(l) && type_is_string(r)))
		n->ty = ternary_string(cc, type_is_string(l) ? n->c : n->b);
	else if (type_is_ptr(l) && (type_is_ptr(r) || type_is_int(r)))
		n->ty = l;
	else if (type_is_int(l) && type_is_ptr(r))
		n->ty = r;
	else
		cc_error(cc, n->pos, D_OP_INCOMPAT, "operator ?: operands must have compatible types");
	if (node_is_action(n->b) || node_is_action(n->c))
		cc_error(cc, n->pos, D_OP_ACT, "action cannot be used in a conditional context");
	if (n->ty->kind == TY_VOID)
		cc_error(cc, n->pos, D_OP_ACT, "operator ?: operands cannot be void");
	if (n->a->kind == NODE_INT && n->b->kind == NODE_INT && n->c->kind == NODE_INT)
		fold(n, n->ty, n->a->ival ? n->b->ival : n->c->ival);
	return n->ty;
}

/* ---- calls ---- */

static const struct func_def *func_lookup(struct cc *cc, const char *name)
{
	struct check_state *ck = check_state(cc);

	for (uint32_t i = 0; name && i < FN__COUNT; i++)
		if (strcmp(ck->funcs[i].name, name) == 0)
			return &ck->funcs[i];
	return NULL;
}

static bool check_stack_value(struct cc *cc, struct node *a);

/* The kernel struct whose pointer mutex_*(), rw_*() and d_path() take. */
static const char *lock_arg_struct(const struct func_def *fd)
{
	return fd->id == FN_d_path ? "struct path" : fd->id <= FN_mutex_type_spin ? "struct mutex" : "struct rw_semaphore";
}

/* What argument #i (type pt from the prototype, NULL for '@') of fd( ) wants, for a message. */
static const char *proto_param_str(const struct func_def *fd, uint32_t i, const struct type *pt, char *buf, size_t len)
{
	if (pt)
		return type_str(pt);
	if (i == 0 && fd->id >= FN_mutex_owned && fd->id <= FN_d_path) {
		snprintf(buf, len, "%s *", lock_arg_struct(fd));
		return buf;
	}
	return "scalar or string";
}

/* Checks the number and types of a call's arguments against the function's prototype. */
static void check_proto(struct cc *cc, struct node *n, const struct func_def *fd)
{
	uint32_t nargs = (uint32_t)node_list_len(n->list), i = 0;
	char buf[64];

	if (nargs < fd->nreq || (!fd->varargs && nargs > fd->nparams)) {
		const char *qual = fd->nreq == fd->nparams && !fd->varargs ? ""
				   : nargs < fd->nreq ? "at least " : "no more than ";
		uint32_t want = nargs < fd->nreq ? fd->nreq : fd->nparams;

		cc_error(cc, n->pos, D_PROTO_LEN, "%s( ) prototype mismatch: %u arg%s passed, %s%u expected",
			 fd->name, nargs, nargs == 1 ? "" : "s", qual, want);
	}
	if ((fd->id == FN_printf || fd->id == FN_system) && n->list->kind != NODE_STR) {
		struct type *t = n->list->kind == NODE_AGG ? NULL : check_operand(cc, n->list);

		cc_error(cc, n->pos, D_PRINTF_ARG_FMT,
			 "%s( ) argument #1 is incompatible with prototype:\n\tprototype: string constant\n\t argument: %s",
			 fd->name, t ? type_str(t) : "aggregation");
	}
	for (struct node *a = n->list; a; a = a->next, i++) {
		struct type *pt = i < fd->nparams ? fd->params[i] : NULL;
		struct type *at;

		if (a->kind == NODE_AGG) {
			if (a->ann && a->ann->kind == ANN_AGG)
				continue; /* clear(@a) and its kind: check_agg_arg() took it */
			if (fd->id == FN_trace)
				cc_error(cc, a->pos, D_TRACE_AGG, "trace( ) may not be applied to an aggregation");
			if ((fd->id == FN_printf || fd->id == FN_system) && i > 0)
				continue; /* judged by its conversion (check_format), as in DTrace */
			cc_error(cc, a->pos, D_PROTO_ARG, "%s( ) argument #%u is incompatible with prototype:\n\tprototype: %s\n\t argument: aggregation",
				 fd->name, i + 1, pt ? type_str(pt) : "scalar or string");
		}
		if (fd->id == FN_printf && i > 0 && check_stack_value(cc, a))
			continue; /* printf("%k", stack()): the frames, judged by the conversion */
		at = check_operand(cc, a);
		/* an action's typed parameter given an action, which is void: exit(exit(0)) */
		if (node_is_action(a) && fd->kind == FK_ACTION && (pt || fd->id == FN_exit))
			cc_error(cc, a->pos, D_PROTO_ARG, "%s( ) argument #%u is incompatible with prototype:\n\tprototype: %s\n\t argument: void",
				 fd->name, i + 1, pt ? type_str(pt) : "int");
		if (at->kind == TY_VOID && (fd->id == FN_printf || fd->id == FN_printa))
			cc_error(cc, a->pos, D_PRINTF_ARG_TYPE, "%s( ) argument #%u is incompatible with its conversion:\n\t argument: void",
				 fd->name, i + 1);
		if (node_is_action(a) && fd->kind == FK_SUBR) /* void, whatever the prototype wants: judged first, as DTrace's */
			cc_error(cc, a->pos, D_PROTO_ARG, "%s( ) argument #%u is incompatible with prototype:\n\tprototype: %s\n\t argument: void",
				 fd->name, i + 1, proto_param_str(fd, i, pt, buf, sizeof(buf)));
		if (node_is_action(a) && !(n->list == a && fd->id == FN_trace))
			cc_error(cc, a->pos, D_CG_EXPR, "tracing function %s( ) may not be called from a D expression (D program context required)",
				 a->str);
		if (at->kind == TY_VOID && !(n->list == a && fd->id == FN_trace))
			cc_error(cc, a->pos, D_OP_ACT, "%s( ) argument #%u is a void expression", fd->name, i + 1);
		if (fd->id == FN_copyinto && i == 2 && !type_is_ptr(at))
			cc_error(cc, a->pos, D_PROTO_ARG, "%s( ) argument #%u is incompatible with prototype:\n\tprototype: %s\n\t argument: %s",
				 fd->name, i + 1, type_str(pt), type_str(at));
		if (fd->id == FN_bcopy && i == 0 && at->kind == TY_STRING)
			continue; /* the source may be a string: its characters, as DTrace's char array decays */
		if (pt && type_is_string(pt) && (is_null_const(a) || (a->kind == NODE_INT && a->ival == 0)))
			continue; /* DTrace's const char * takes NULL and 0: a fault when it runs */
		if (pt && type_is_string(pt) && type_is_ptr(at) && at->to && at->to->kind == TY_VOID)
			continue; /* and a void *: read as a string where it points */
		if (pt && !type_assignable(pt, at))
			cc_error(cc, a->pos, D_PROTO_ARG, "%s( ) argument #%u is incompatible with prototype:\n\tprototype: %s\n\t argument: %s",
				 fd->name, i + 1, type_str(pt), type_str(at));
	}
}

/* Checks that argument a (#argno) of fn( ) may be a '*' width or precision. */
static struct node *check_star(struct cc *cc, struct node *call, const char *fn, struct node *a, uint32_t *argno,
			       const struct pfmt_conv *c)
{
	if (!a)
		cc_error(cc, call->pos, D_PRINTF_DYN_PROTO,
			 "%s( ) prototype mismatch: conversion #%u (%.*s) is missing a corresponding width or precision argument",
			 fn, c->index, (int)c->len, c->text);
	if (a->kind == NODE_AGG || !type_is_int(check_expr(cc, a)))
		cc_error(cc, a->pos, D_PRINTF_DYN_TYPE, "%s( ) argument #%u is incompatible with conversion #%u prototype:\n\tconversion: %.*s\n\t prototype: int\n\t argument: %s",
			 fn, *argno, c->index, (int)c->len, c->text, a->kind == NODE_AGG ? "aggregation" : type_str(a->ty));
	(*argno)++;
	return a->next;
}

/* The prototype D_PRINTF_ARG_TYPE names for conversion c: %Lf's is DTrace's "long double". */
static const char *arg_proto(const struct pfmt_conv *c)
{
	return c->arg == PFMT_ARG_FLOAT ? pfmt_conv_proto(c) : pfmt_arg_proto(c->arg);
}

/*
 * True if conversion c takes a value of type t. %Lf %Le %Lg %LE %LG take a
 * long double only (DTrace's "long double" prototype); %e %f %g %E %G take
 * any floating type (a long double printed as one), never an integer.
 */
static bool conv_accepts(const struct pfmt_conv *c, const struct type *t)
{
	switch (c->arg) {
	case PFMT_ARG_STRING:
		return type_is_string(t) || type_is_charptr(t);
	case PFMT_ARG_FLOAT:
		if (c->length == PFMT_LEN_BIGL)
			return type_is_ldouble(t);
		return t->kind == TY_FLOAT; /* DTrace's pfcheck_fp: a floating type only */
	case PFMT_ARG_INT:
	case PFMT_ARG_TIME:
		return type_is_int(t) || t->kind == TY_PTR;

	case PFMT_ARG_POINTER:
	case PFMT_ARG_SYM:
	case PFMT_ARG_STACK:
		return type_is_scalar(t);
	default:
		return false;
	}
}

/*
 * Validates printf-style format fmt against the arguments args, as DTrace
 * does, with the printer's own format parser (pfmt.h); %@ conversions are
 * allowed only in printa() formats.
 */
static void check_format(struct cc *cc, struct node *call, const char *fn, const char *fmt, struct node *args,
			 bool is_printa)
{
	struct pfmt_iter it;
	struct pfmt_conv c;
	struct pfmt_err err;
	struct node *a = args;
	uint32_t argno = 2;
	int r;

	if (!*fmt)
		cc_error(cc, call->list->pos, D_PRINTF_FMT_EMPTY, "%s( ) format string is empty", fn);
	if (pfmt_check(fmt, NULL, &err) < 0) /* DTrace parses the whole format before it looks at arguments */
		cc_error(cc, call->list->pos, strstr(err.msg, "over 65535") ? D_PRINTF_ARG_FMT : D_SYNTAX, "%s( ) %s", fn,
			 err.msg);
	pfmt_init(&it, fmt);
	while ((r = pfmt_next(&it, &c, &err)) > 0) {
		if (!c.conv || c.conv == '%')
			continue;
		if (c.width_star && !is_printa) /* printa(): a '*' takes a key (check_printa_keys) */
			a = check_star(cc, call, fn, a, &argno, &c);
		if (c.prec_star && !is_printa)
			a = check_star(cc, call, fn, a, &argno, &c);
		if (c.arg == PFMT_ARG_AGG) {
			if (!is_printa)
				cc_error(cc, call->pos, D_PRINTF_AGG_CONV,
					 "%%@ conversion requires an aggregation and is not for use with %s( )", fn);
			continue;
		}
		if (is_printa)
			continue; /* key conversions: checked against the keys by the printer */
		if (!a)
			cc_error(cc, call->pos, D_PRINTF_ARG_PROTO, "%s( ) prototype mismatch: conversion #%u (%.*s) is missing a corresponding value argument",
				 fn, c.index, (int)c.len, c.text);
		if (a->kind == NODE_AGG || (a->ty && a->ty->kind == TY_STACK ? c.arg != PFMT_ARG_STACK
										: !conv_accepts(&c, check_expr(cc, a))))
			cc_error(cc, a->pos, D_PRINTF_ARG_TYPE, "%s( ) argument #%u is incompatible with conversion #%u prototype:\n\tconversion: %.*s\n\t prototype: %s\n\t argument: %s",
				 fn, argno, c.index, (int)c.len, c.text, arg_proto(&c),
				 a->kind == NODE_AGG ? "aggregation" : type_str(a->ty));
		a = a->next;
		argno++;
	}
	if (r < 0)
		cc_error(cc, call->list->pos, D_PRINTF_ARG_FMT, "%s( ) %s", fn, err.msg);
	if (a && !is_printa)
		cc_error(cc, a->pos, D_PRINTF_ARG_EXTRA, "%s( ) prototype mismatch: only %u arguments required by this format string",
			 fn, argno - 1);
}

/* True if aggregation @name was named before (in this or an earlier clause). */
static bool agg_known(const struct check_state *ck, const char *name)
{
	for (const struct agg *g = ck->aggs; g; g = g->next)
		if (strcmp(g->name, name) == 0)
			return true;
	return false;
}

static struct agg *agg_of(struct cc *cc, struct node *an)
{
	struct check_state *ck = check_state(cc);
	struct agg *g, **tail = &ck->aggs;

	for (g = ck->aggs; g; g = g->next) {
		if (strcmp(g->name, an->str) == 0)
			return g;
		tail = &g->next;
	}
	g = ARENA_NEW(&cc->arena, struct agg);
	g->name = an->str;
	g->id = ck->naggs++;
	g->pos = an->pos;
	*tail = g;
	return g;
}

static void check_printa(struct cc *cc, struct node *n)
{
	struct node *a = n->list;
	const char *fmt = NULL;
	struct agg *first = NULL;

	uint32_t argc = (uint32_t)node_list_len(a), argr = a && a->kind == NODE_STR ? 2 : 1, argno = argr;

	/* as DTrace: a string constant first is the format, anything else must be an aggregation */
	if (argc == 0) /* DTrace's prototype: printa(@, ...) */
		cc_error(cc, n->pos, D_PROTO_LEN, "printa( ) prototype mismatch: 0 args passed, at least 1 expected");
	if (argc < argr)
		cc_error(cc, n->pos, D_PRINTA_PROTO, "printa( ) prototype mismatch: %u args passed, %u expected", argc, argr);
	if (argr == 2) {
		fmt = a->str;
		a = a->next;
	}
	for (; a; a = a->next, argno++) {
		struct agg *g;

		if (a->kind != NODE_AGG) {
			struct type *t = check_operand(cc, a);

			cc_error(cc, a->pos, D_PRINTA_AGGARG,
				 "printa( ) argument #%u is incompatible with prototype:\n\tprototype: aggregation\n\t argument: %s",
				 argno, type_str(t));
		}
		g = agg_of(cc, a);
		ann(cc, a)->kind = ANN_AGG;
		a->ann->agg = g;
		a->ty = check_state(cc)->tt.bt.void_t;
		if (first && first->keys_set && g->keys_set && first->nkeys != g->nkeys)
			cc_error(cc, a->pos, D_PRINTA_AGGKEY,
				 "printa( ): @%s and @%s do not have matching key signatures: @%s has %u key%s, @%s has %u key%s",
				 first->name, g->name, first->name, first->nkeys, first->nkeys == 1 ? "" : "s", g->name,
				 g->nkeys, g->nkeys == 1 ? "" : "s");
		for (uint32_t k = 0; first && first->keys_set && g->keys_set && k < g->nkeys; k++)
			if ((first->keys[k]->kind != TY_STACK || g->keys[k]->kind != TY_STACK) &&
			    (type_is_string(first->keys[k]) != type_is_string(g->keys[k]) ||
			     !type_assignable(first->keys[k], g->keys[k])))
				cc_error(cc, a->pos, D_PRINTA_AGGPROTO,
					 "printa( ): @%s key #%u is incompatible with @%s:\n\t@%s key #%u: %s\n\t@%s key #%u: %s",
					 g->name, k + 1, first->name, first->name, k + 1, type_str(first->keys[k]), g->name,
					 k + 1, type_str(g->keys[k]));
		if (!first)
			first = g;
	}
	if (fmt)
		check_format(cc, n, "printa", fmt, NULL, true);
	if (first && argc - (fmt ? 1 : 0) > 1) { /* several aggregations: their rows are joined by key */
		struct check_printa *p = ARENA_NEW(&cc->arena, struct check_printa);

		p->call = n;
		p->agg = first;
		p->next = check_state(cc)->printa_joins;
		check_state(cc)->printa_joins = p;
	}
	if (fmt) { /* the keys are known once every clause is checked: check_printa_keys() */
		struct check_printa *p = ARENA_NEW(&cc->arena, struct check_printa);

		p->call = n;
		p->agg = first;
		p->next = check_state(cc)->printas;
		check_state(cc)->printas = p;
	}
}

/* Checks a printa() format's key conversions against the keys of its first aggregation. */
static void check_printa_keys(struct cc *cc, const struct check_printa *p)
{
	const struct agg *g = p->agg;
	struct pfmt_iter it;
	struct pfmt_conv c;
	struct pfmt_err err;
	uint32_t k = 0;

	pfmt_init(&it, p->call->list->str);
	while (pfmt_next(&it, &c, &err) > 0) {
		struct type *t;

		if (!c.conv || c.conv == '%')
			continue;
		/* a '*' width or precision takes the next key, an integer (the printer reads it so) */
		for (int star = c.width_star + c.prec_star; star > 0; star--) {
			if (k == g->nkeys)
				cc_error(cc, p->call->pos, D_PRINTF_DYN_PROTO,
					 "printa( ) prototype mismatch: conversion #%u (%.*s) is missing a corresponding width or precision argument",
					 c.index, (int)c.len, c.text);
			t = g->keys[k++];
			if (!type_is_int(t))
				cc_error(cc, p->call->pos, D_PRINTF_DYN_TYPE, "printa( ) argument #%u is incompatible with conversion #%u prototype:\n\tconversion: %.*s\n\t prototype: int\n\t argument: %s",
					 k + 1, c.index, (int)c.len, c.text, type_str(t));
		}
		if (c.arg == PFMT_ARG_AGG)
			continue;
		if (k == g->nkeys)
			cc_error(cc, p->call->pos, D_PRINTF_ARG_PROTO, "printa( ) prototype mismatch: conversion #%u (%.*s) is missing a corresponding value argument",
				 c.index, (int)c.len, c.text);
		t = g->keys[k++];
		if (t->kind == TY_STACK ? c.arg != PFMT_ARG_STACK : !conv_accepts(&c, t))
			cc_error(cc, p->call->pos, D_PRINTF_ARG_TYPE, "printa( ) argument #%u is incompatible with conversion #%u prototype:\n\tconversion: %.*s\n\t prototype: %s\n\t argument: %s",
				 k + 1, c.index, (int)c.len, c.text, arg_proto(&c), type_str(t));
	}
}

/* clear(), trunc(), normalize(), denormalize(): their argument count, aggregation and value, as DTrace checks them. */
static void check_agg_arg(struct cc *cc, struct node *n, const struct func_def *fd)
{
	struct node *a = n->list;
	uint32_t argc = (uint32_t)node_list_len(a);
	enum errtag proto = D_CLEAR_PROTO, aggarg = D_CLEAR_AGGARG, scalar = D_TRUNC_SCALAR;
	const char *fn = fd->name;

	switch (fd->id) {
	case FN_clear:
		if (argc != 1)
			cc_error(cc, n->pos, D_CLEAR_PROTO, "%s( ) prototype mismatch: %u args passed, 1 expected", fn, argc);
		break;
	case FN_normalize:
	case FN_denormalize:
		proto = D_NORMALIZE_PROTO;
		aggarg = D_NORMALIZE_AGGARG;
		scalar = D_NORMALIZE_SCALAR;
		if (argc != (fd->id == FN_normalize ? 2u : 1u))
			cc_error(cc, n->pos, proto, "%s( ) prototype mismatch: %u args passed, %u expected", fn, argc,
				 fd->id == FN_normalize ? 2 : 1);
		break;
	default: /* trunc */
		aggarg = D_TRUNC_AGGARG;
		if (argc < 1 || argc > 2)
			cc_error(cc, n->pos, D_TRUNC_PROTO, "%s( ) prototype mismatch: %u args passed, %s expected", fn, argc,
				 argc < 1 ? "at least 1" : "no more than 2");
		break;
	}
	(void)proto;
	if (a->kind != NODE_AGG) {
		const struct func_def *afd = a->kind == NODE_CALL ? func_lookup(cc, a->str) : NULL;

		cc_error(cc, n->pos, aggarg, "%s( ) argument #1 is incompatible with prototype:\n\tprototype: aggregation\n\t argument: %s",
			 fn, afd && afd->kind == FK_AGG ? "void" : type_str(check_operand(cc, a)));
	}
	/* an aggregation there is no scalar: judged as the argument, before it could be an operand */
	if (a->next && (a->next->kind == NODE_AGG || !type_is_scalar(check_operand(cc, a->next))))
		cc_error(cc, n->pos, scalar, "%s( ) argument #2 must be of scalar type", fn);
	ann(cc, a)->kind = ANN_AGG;
	a->ann->agg = agg_of(cc, a);
	a->ty = check_state(cc)->tt.bt.void_t;
}

/* True if t is struct in6_addr, or a typedef of it (in6_addr_t). */
static bool is_in6_addr(struct cc *cc, const struct type *t)
{
	const struct type *in6 = type_lookup(cc, &check_state(cc)->tt, "struct in6_addr");

	return type_is_sou(t) && (strcmp(t->name, "struct in6_addr") == 0 || (in6 && in6->sou == t->sou));
}

/* The checks of a call beyond its prototype: formats, constant arguments, value types. */
static void check_call_args(struct cc *cc, struct node *n, const struct func_def *fd)
{
	if (fd->id == FN_freopen && n->list->kind != NODE_STR) {
		if (n->list->next)
			cc_error(cc, n->list->pos, D_PRINTF_ARG_FMT, "freopen( ) argument #1 must be a string constant when more follow");
		return;
	}
	/* freopen("") restores the standard output; "." is what DTrace keeps for saying so */
	if (fd->id == FN_freopen && strcmp(n->list->str, ".") == 0)
		cc_error(cc, n->list->pos, D_FREOPEN_INVALID, "freopen( ) argument #1 cannot be \".\"");
	if (fd->id == FN_printf || fd->id == FN_system || (fd->id == FN_freopen && *n->list->str)) {
		if (n->list->kind != NODE_STR)
			cc_error(cc, n->list->pos, D_PRINTF_ARG_FMT, "%s( ) argument #1 must be a string constant", fd->name);
		check_format(cc, n, fd->name, n->list->str, n->list->next, false);
	}
	if (fd->id == FN_basename || fd->id == FN_dirname) {
		check_strtab_add(cc, ".", 1); /* what they give for "" and "/" (cg_str.c) */
		check_strtab_add(cc, "/", 1);
	}
	/* the option's name is a constant; its value any string, recorded when the action runs */
	if (fd->id == FN_setopt && (n->list->kind != NODE_STR ||
				    (n->list->next && !type_is_string(n->list->next->ty))))
		cc_error(cc, n->pos, D_PROTO_ARG, "setopt( ) takes a string constant and a string");
	/* copyin() and copyinstr() copy into scratch space, which a constant size may not exceed */
	if ((fd->id == FN_copyin || fd->id == FN_copyinstr) && n->list->next && n->list->next->kind == NODE_INT &&
	    n->list->next->ival > check_alloca_space(cc))
		cc_error(cc, n->list->next->pos, D_ALLOCA_SIZE, "%s( ) size %llu exceeds the scratch space (%u bytes)",
			 fd->name, (unsigned long long)n->list->next->ival, check_alloca_space(cc));
	if (fd->id == FN_inet_ntoa6 && type_is_ptr(n->list->ty) && !type_is_void(n->list->ty->to) &&
	    !is_in6_addr(cc, n->list->ty->to))
		cc_error(cc, n->list->pos, D_PROTO_ARG, "inet_ntoa6( ) argument #1 is incompatible with prototype:\n"
			 "\tprototype: in6_addr_t *\n\t argument: %s", type_str(n->list->ty));
	if (fd->id == FN_inet_ntoa6 && n->list->next && n->list->next->kind != NODE_INT)
		cc_error(cc, n->list->next->pos, D_PROTO_ARG, "inet_ntoa6( ) argument #2 must be an integer constant");
	if (fd->id == FN_tracemem && (n->list->next->kind != NODE_INT || (int64_t)n->list->next->ival <= 0))
		cc_error(cc, n->list->next->pos, D_TRACEMEM_SIZE,
			 "tracemem( ) argument #2 must be a non-zero positive integral constant expression");
	if (fd->id == FN_tracemem && n->list->next->ival > 4096)
		cc_error(cc, n->list->next->pos, D_TRACEMEM_SIZE, "tracemem( ) argument #2 must be a constant between 1 and 4096");
	if (fd->id == FN_trace && n->list->ty->kind == TY_VOID)


		cc_error(cc, n->pos, D_TRACE_VOID, "trace( ) may not be applied to a void expression");
	if (fd->id == FN_trace && (type_is_sou(n->list->ty) || type_is_ldouble(n->list->ty)))
		check_sou_source(cc, n->list, D_TRACE_DYN, "trace( ) may not be applied to");
	if (fd->id == FN_exit && !type_is_int(n->list->ty))
		cc_error(cc, n->list->pos, D_PROTO_ARG, "exit( ) argument #1 is incompatible with prototype:\n\tprototype: int\n\t argument: %s",
			 type_str(n->list->ty));
	if ((fd->id == FN_stack || fd->id == FN_ustack || fd->id == FN_jstack) && n->list) {
		int64_t v;

		if (!const_int(cc, n->list, &v) || v <= 0)
			cc_error(cc, n->pos, D_STACK_SIZE, "%s( ) size must be a positive integer constant", fd->name);
	}
}

/*
 * Subroutines and actions of Solaris DTrace that cannot exist here, and why.
 * Their arguments are still judged first, by their DTrace prototypes: nargs
 * of them, integers where ints says so (bit i for argument #i+1).
 */
static const struct {
	const char *name, *why;
	unsigned nargs, ints;
} func_unsup[] = {
	{ "msgsize", "it measures a STREAMS message (mblk_t), which Linux does not have", 1, 0 },
	{ "msgdsize", "it measures a STREAMS message (mblk_t), which Linux does not have", 1, 0 },
	{ "ddi_pathname", "it names a Solaris device tree node (dev_info_t), which Linux does not have", 2, 2 },
	{ "getf", "it returns a Solaris file_t; on Linux fds[fd] describes a descriptor's file", 1, 1 },
	{ "panic", "a BPF program cannot panic the kernel", 0, 0 },
	{ "breakpoint", "a BPF program cannot stop the kernel in a debugger", 0, 0 },
	{ "return", "overriding what a kernel function returns needs kprobes (bpf_override_return)", 1, 1 },
};

/* The argument of mutex_*(), rw_*() and d_path(): a pointer to the kernel struct they read. */
static void check_lock_arg(struct cc *cc, struct node *n, const struct func_def *fd)
{
	const char *want = lock_arg_struct(fd);
	struct type *t = n->list->ty;

	if (type_is_int(t))
		return; /* an address */
	if (t->kind != TY_PTR || (type_is_sou(t->to) && strcmp(t->to->name, want) != 0) ||
	    (!type_is_sou(t->to) && !type_is_void(t->to)))
		cc_error(cc, n->list->pos, D_PROTO_ARG, "%s( ) argument #1 must be a pointer to %s, not %s", fd->name,
			 want, type_str(t));
}

/*
 * How a call is used: a whole statement (where actions belong), an operand
 * whose operator judges a void value as DTrace does (an action there is
 * typed void), or anywhere else in an expression.
 */
enum call_use {
	CALL_STMT,
	CALL_OPERAND,
	CALL_EXPR,
};

/* Subroutines and actions of Solaris DTrace that are destructive, whether Linux has them or not. */
static bool func_is_destructive(const char *name)
{
	static const char *const names[] = { "stop", "raise", "system", "freopen", "copyout", "copyoutstr", "return",
					     "breakpoint", "panic", "chill" };

	for (size_t i = 0; i < ARRAY_LEN(names); i++)
		if (strcmp(names[i], name) == 0)
			return true;
	return false;
}

/*
 * An error found in a clause's statement that DTrace finds only after the
 * clause's order of actions (check_spec_order): a destructive action that
 * needs -w, or one Linux cannot have. Raised at the end of the clause.
 */
static void defer_error(struct cc *cc, struct node *n, enum errtag tag, const char *msg)
{
	struct check_state *ck = check_state(cc);

	if (!ck->cur || ck->in_pred)
		cc_error(cc, n->pos, tag, "%s", msg);
	if (!ck->deferred_msg) {
		ck->deferred_pos = n->pos;
		ck->deferred_tag = tag;
		ck->deferred_msg = msg;
	}
}

/* True if name is a function of DTrace's that Linux lacks. */
static bool func_is_unsup(const char *name)
{
	for (size_t i = 0; i < ARRAY_LEN(func_unsup); i++)
		if (strcmp(func_unsup[i].name, name) == 0)
			return true;
	return false;
}

/* The arguments of a call to a function Linux lacks, against its DTrace prototype. */
static void check_unsup_args(struct cc *cc, struct node *n, unsigned nargs, unsigned ints)
{
	unsigned i = 0, argc = (unsigned)node_list_len(n->list);

	if (argc != nargs)
		cc_error(cc, n->pos, D_PROTO_LEN, "%s( ) prototype mismatch: %u arg%s passed, %u expected", n->str, argc,
			 argc == 1 ? "" : "s", nargs);
	for (struct node *a = n->list; a; a = a->next, i++) {
		struct type *t = check_operand(cc, a);

		if ((ints >> i & 1) ? !type_is_int(t) : !type_is_scalar(t))
			cc_error(cc, a->pos, D_PROTO_ARG, "%s( ) argument #%u is incompatible with prototype:\n\tprototype: %s\n\t argument: %s",
				 n->str, i + 1, (ints >> i & 1) ? "int" : "pointer", type_str(t));
	}
}

/* Checks a function call used as use says. */
static struct type *check_call(struct cc *cc, struct node *n, enum call_use use)
{
	bool is_stmt = use == CALL_STMT;
	const struct func_def *fd;

	if (!n->str) /* (expr)(...): the parser lets anything be called */
		cc_error(cc, n->pos, D_FUNC_IDENT, "function designator is not of function type");
	fd = func_lookup(cc, n->str);

	if (!fd) {
		if (builtin_lookup(n->str) >= 0)
			cc_error(cc, n->pos, D_FUNC_IDENT, "%s is not a function", n->str);
		for (size_t i = 0; i < ARRAY_LEN(func_unsup); i++) {
			const char *msg;

			if (strcmp(func_unsup[i].name, n->str) != 0)
				continue;
			check_unsup_args(cc, n, func_unsup[i].nargs, func_unsup[i].ints);
			msg = arena_printf(&cc->arena, "%s( ) is not available on Linux: %s", n->str, func_unsup[i].why);
			if (use == CALL_OPERAND && func_is_destructive(n->str)) {
				/* an action, void to what takes it as an argument: return(return(0)) is D_PROTO_ARG */
				defer_error(cc, n, D_FUNC_UNSUP, msg);
				return n->ty = check_state(cc)->tt.bt.void_t;
			}
			if (!is_stmt || !func_is_destructive(n->str))
				cc_error(cc, n->pos, D_FUNC_UNSUP, "%s", msg);
			defer_error(cc, n, D_FUNC_UNSUP, msg);
			return n->ty = check_state(cc)->tt.bt.void_t;
		}
		cc_error(cc, n->pos, D_FUNC_UNDEF, "failed to resolve %s: Unknown function name", n->str);
	}
	ann(cc, n)->kind = ANN_FUNC;
	n->ann->func = fd;
	if (fd->kind == FK_AGG)
		cc_error(cc, n->pos, D_CG_EXPR,
			 "aggregating function %s( ) may not be called from a D expression (D program context required)", fd->name);
	if (fd->kind == FK_ACTION && !is_stmt) {
		/* DTrace types an action void: its arguments are judged first, then what uses it */
		check_proto(cc, n, fd);
		if (use == CALL_OPERAND)
			return n->ty = check_state(cc)->tt.bt.void_t;
		cc_error(cc, n->pos, D_CG_EXPR, "tracing function %s( ) may not be called from a D expression (D program context required)",
			 fd->name);
	}
	if (func_is_destructive(fd->name) && !cc->opts.destructive) {
		const char *msg = arena_printf(&cc->arena, "%s( ) is a destructive action: use -w to allow it", fd->name);

		if (!is_stmt)
			cc_error(cc, n->pos, D_DESTRUCT, "%s", msg);
		defer_error(cc, n, D_DESTRUCT, msg);
	}
	switch (fd->id) {
	case FN_printa:
		check_printa(cc, n);
		return n->ty = fd->ret;
	case FN_clear:
	case FN_trunc:
	case FN_normalize:
	case FN_denormalize:
		check_agg_arg(cc, n, fd);
		break;
	default:
		break;
	}
	check_proto(cc, n, fd);
	check_call_args(cc, n, fd);
	if (fd->id >= FN_mutex_owned && fd->id <= FN_d_path)
		check_lock_arg(cc, n, fd);
	if (fd->id == FN_mutex_owner) {
		struct type *task = type_lookup(cc, &check_state(cc)->tt, "struct task_struct");

		if (task)
			return n->ty = type_ptr(cc, task, false);
	}
	if (fd->id == FN_alloca)
		check_alloca_size(cc, n);
	if (fd->id == FN_copyin) /* its copy is taken from the alloca() space, as DTrace's from its scratch */
		check_state(cc)->uses_alloca = true;
	if (fd->id == FN_print) {
		struct type *t = n->list->ty;

		if (type_is_ptr(t))
			t = t->to;
		if (type_is_sou(t) && t->size == 0)
			cc_error(cc, n->list->pos, D_PRINT_SIZE,
				 "print( ) argument #1 reference has type '%s' with size 0; cannot print( ) it",
				 type_str(t));
	}
	if (fd->id == FN_speculation)
		check_state(cc)->uses_speculation = true;
	if ((fd->id == FN_index || fd->id == FN_rindex || fd->id == FN_strstr) && n->list && n->list->next &&
	    n->list->next->kind != NODE_STR)
		check_state(cc)->uses_strfind = true;
	if (fd->id == FN_strtok) {
		check_state(cc)->uses_strtok = true;
		if (!type_is_string(n->list->ty) && !type_is_charptr(n->list->ty) &&
		    !(n->list->kind == NODE_INT && n->list->ival == 0) &&
		    !(type_is_ptr(n->list->ty) && n->list->ty->to && n->list->ty->to->kind == TY_VOID))
			cc_error(cc, n->list->pos, D_PROTO_ARG, "strtok( ) argument #1 must be a string or NULL");
	}
	if (fd->id >= FN_func && fd->id <= FN_uaddr) {
		static const uint8_t kinds[] = { FIELD_SYM, FIELD_SYM, FIELD_MOD, FIELD_USYM, FIELD_USYM, FIELD_UMOD, FIELD_UADDR };
		struct type *t = type_int(cc, "uintptr_t", 8, false);

		t->sym = kinds[fd->id - FN_func];
		return n->ty = t;
	}
	return n->ty = fd->ret;
}

/* ---- aggregations ---- */

static const enum agg_func agg_funcs[FN__COUNT] = {
	[FN_count] = AGG_COUNT,	    [FN_sum] = AGG_SUM,		  [FN_avg] = AGG_AVG,
	[FN_min] = AGG_MIN,	    [FN_max] = AGG_MAX,		  [FN_stddev] = AGG_STDDEV,
	[FN_quantize] = AGG_QUANTIZE, [FN_lquantize] = AGG_LQUANTIZE, [FN_llquantize] = AGG_LLQUANTIZE,
};

static const char *agg_func_name(enum agg_func f)
{
	for (uint32_t i = 0; i < FN__COUNT; i++)
		if (func_rows[i].kind == FK_AGG && agg_funcs[i] == f)
			return func_rows[i].name;
	return "?";
}

/* Parameter a of an aggregating function: an integer constant (D_*TYPE with DTrace's message if not). */
static int64_t agg_param(struct cc *cc, struct node *a, enum errtag tag, const char *fn, int argno)
{
	int64_t v;

	if (!a || !const_int(cc, a, &v))
		cc_error(cc, a ? a->pos : (struct srcpos){0}, tag, "%s( ) argument #%d must be an integer constant", fn, argno);
	return v;
}

/*
 * lquantize(value, base, limit[, step]): p = base, limit, step. DTrace's
 * checks in DTrace's order; arguments are numbered from the base, as
 * DTrace numbers them.
 */
static void check_lquantize(struct cc *cc, struct node *call, int64_t p[4])
{
	struct node *a = call->list->next, *st = a->next->next;
	int64_t levels;

	p[0] = agg_param(cc, a, D_LQUANT_BASETYPE, "lquantize", 1);
	if (p[0] < INT32_MIN || p[0] > INT32_MAX)
		cc_error(cc, a->pos, D_LQUANT_BASEVAL, "lquantize( ) argument #1 must be a 32-bit quantity");
	p[1] = agg_param(cc, a->next, D_LQUANT_LIMTYPE, "lquantize", 2);
	if (p[1] < INT32_MIN || p[1] > INT32_MAX)
		cc_error(cc, a->next->pos, D_LQUANT_LIMVAL, "lquantize( ) argument #2 must be a 32-bit quantity");
	if (p[1] <= p[0])
		cc_error(cc, call->pos, D_LQUANT_MISMATCH, "lquantize( ) base (argument #1) must be less than limit (argument #2)");
	p[2] = 1;
	if (st) {
		if (!const_int(cc, st, &p[2]) || p[2] <= 0)
			cc_error(cc, st->pos, D_LQUANT_STEPTYPE, "lquantize( ) argument #3 must be a non-zero positive integer constant");
		if (p[2] > UINT16_MAX)
			cc_error(cc, st->pos, D_LQUANT_STEPVAL, "lquantize( ) argument #3 must be a 16-bit quantity");
	}
	levels = (p[1] - p[0]) / p[2];
	if (levels == 0)
		cc_error(cc, call->pos, D_LQUANT_STEPLARGE,
			 "lquantize( ) step (argument #3) too large: must have at least one quantization level");
	if (levels > UINT16_MAX)
		cc_error(cc, call->pos, D_LQUANT_STEPSMALL,
			 "lquantize( ) step (argument #3) too small: number of quantization levels must be a 16-bit quantity");
}

/* llquantize(value, factor, low, high, steps): p = factor, low, high, steps; DTrace's checks and order. */
static void check_llquantize(struct cc *cc, struct node *call, int64_t p[4])
{
	struct node *a = call->list->next;
	uint64_t f, lo, hi, st, pw = 1;

	p[0] = agg_param(cc, a, D_LLQUANT_FACTORTYPE, "llquantize", 1);
	f = (uint64_t)p[0];
	if (f > UINT16_MAX || f < 2)
		cc_error(cc, a->pos, D_LLQUANT_FACTORVAL,
			 "llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or equal to 2");
	p[1] = agg_param(cc, a->next, D_LLQUANT_LMAGTYPE, "llquantize", 2);
	lo = (uint64_t)p[1];
	if (lo > UINT16_MAX)
		cc_error(cc, a->next->pos, D_LLQUANT_LMAGVAL, "llquantize( ) argument #2 must be an unsigned 16-bit quantity");
	p[2] = agg_param(cc, a->next->next, D_LLQUANT_HMAGTYPE, "llquantize", 3);
	hi = (uint64_t)p[2];
	if (hi > UINT16_MAX)
		cc_error(cc, a->next->next->pos, D_LLQUANT_HMAGVAL, "llquantize( ) argument #3 must be an unsigned 16-bit quantity");
	if (hi < lo)
		cc_error(cc, a->next->next->pos, D_LLQUANT_HMAGVAL,
			 "llquantize( ) argument #3 (high magnitude) must be at least argument #2 (low magnitude)");
	for (uint64_t o = 0; o <= hi; o++) {
		if (pw > UINT64_MAX / f)
			cc_error(cc, a->next->next->pos, D_LLQUANT_HMAGVAL,
				 "llquantize( ) argument #3 (high magnitude) will cause overflow of 64 bits");
		pw *= f;
	}
	p[3] = agg_param(cc, a->next->next->next, D_LLQUANT_STEPTYPE, "llquantize", 4);
	if (p[3] <= 0)
		cc_error(cc, a->next->next->next->pos, D_LLQUANT_STEPTYPE,
			 "llquantize( ) argument #4 must be a non-zero positive integer constant");
	st = (uint64_t)p[3];
	if (st > UINT16_MAX)
		cc_error(cc, a->next->next->next->pos, D_LLQUANT_STEPVAL, "llquantize( ) argument #4 must be an unsigned 16-bit quantity");
	if (st < f && f % st != 0)
		cc_error(cc, a->pos, D_LLQUANT_STEPVAL,
			 "llquantize() argument #4 (steps) must evenly divide argument #1 (factor) when steps<factor");
	if (st > f && st % f != 0)
		cc_error(cc, a->pos, D_LLQUANT_STEPVAL,
			 "llquantize() argument #4 (steps) must be a multiple of argument #1 (factor) when steps>factor");
	if (st > f) {
		uint64_t base = f;

		for (uint64_t o = 0; o < (lo ? lo : 1); o++)
			base *= f; /* f^(lo+1), or f^2 when lo is 0: within 64 bits, as hi >= lo */
		if (base % st != 0)
			cc_error(cc, a->pos, D_LLQUANT_STEPVAL, lo == 0 ?
				 "llquantize() argument #4 (steps) must evenly divide the square of argument #1 (factor) when steps>factor and lmag==0" :
				 "llquantize() argument #4 (steps) must evenly divide pow(argument #1 (factor), lmag (argument #2) + 1) when steps>factor and lmag==0");
	}
}

/* An aggregation used again with other [l]lquantize() parameters: DTrace names the first that differs. */
static void check_quant_match(struct cc *cc, struct node *n, enum agg_func fn, const int64_t o[4], const int64_t p[4])
{
	static const struct {
		enum errtag tag;
		const char *what;
	} lq[] = {
		{ D_LQUANT_MATCHBASE, "lquantize( ) base (argument #1)" },
		{ D_LQUANT_MATCHLIM, "lquantize( ) limit (argument #2)" },
		{ D_LQUANT_MATCHSTEP, "lquantize( ) step (argument #3)" },
	}, llq[] = {
		{ D_LLQUANT_MATCHFACTOR, "llquantize() factor (argument #1)" },
		{ D_LLQUANT_MATCHLMAG, "llquantize() lmag (argument #2)" },
		{ D_LLQUANT_MATCHHMAG, "llquantize() hmag (argument #3)" },
		{ D_LLQUANT_MATCHSTEPS, "llquantize() steps (argument #4)" },
	};
	bool l = fn == AGG_LQUANTIZE;
	size_t nparams = l ? ARRAY_LEN(lq) : ARRAY_LEN(llq);

	for (size_t i = 0; i < nparams; i++)
		if (o[i] != p[i])
			cc_error(cc, n->pos, l ? lq[i].tag : llq[i].tag,
				 "%s doesn't match previous declaration: expected %lld, found %lld",
				 l ? lq[i].what : llq[i].what, (long long)o[i], (long long)p[i]);
}

/* Lays out g's keys one after another, each 8-aligned. */
static void agg_layout_keys(struct agg *g)
{
	uint32_t off = 0;

	for (uint32_t i = 0; i < g->nkeys; i++) {
		g->key_off[i] = off;
		off += ALIGN_UP(check_value_size(g->keys[i]), 8);
	}
	g->key_size = off ? off : 8;
}

/* Cuts the deepest stack() / ustack() keys of g until its keys fit a BPF map key (512 bytes). */
static void fit_stack_keys(struct cc *cc, struct agg *g)
{
	(void)cc;
	while (g->key_size > 512) {
		struct type *deepest = NULL;

		for (uint32_t i = 0; i < g->nkeys; i++)
			if (g->keys[i]->kind == TY_STACK && g->keys[i]->n > 4 &&
			    (!deepest || g->keys[i]->n > deepest->n))
				deepest = g->keys[i];
		if (!deepest)
			return;
		deepest->n--;
		deepest->size -= 8;
		agg_layout_keys(g);
	}
}

/*
 * Shortens the longest string keys of g, 8 bytes at a time and to no less
 * than 32, until its keys fit a BPF map key (512 bytes), which DTrace does
 * not limit: iotop's eight keys, three of them strings of strsize, take
 * 808 bytes. A string longer than its key is cut there.
 */
static void fit_string_keys(struct cc *cc, struct agg *g)
{
	while (g->key_size > 512) {
		uint32_t longest = g->nkeys;

		for (uint32_t i = 0; i < g->nkeys; i++)
			if (type_is_string(g->keys[i]) && g->keys[i]->size > 32 &&
			    (longest == g->nkeys || g->keys[i]->size > g->keys[longest]->size))
				longest = i;
		if (longest == g->nkeys)
			return;
		g->keys[longest] = type_string(cc, ALIGN_UP(g->keys[longest]->size, 8) - 8);
		agg_layout_keys(g);
	}
}

/* Fits g's keys to a BPF map key, cutting stacks, then strings; else refuses them. */
static void fit_keys(struct cc *cc, struct agg *g, struct node *keys)
{
	fit_stack_keys(cc, g);
	fit_string_keys(cc, g);
	if (g->key_size > 512)
		cc_error(cc, keys ? keys->pos : g->pos, D_CG_DYN, "@%s: keys take %u bytes; BPF map keys are limited to 512",
			 g->name, g->key_size);
}

/* A stack key of depth frames: the kernel's (stack()) or a user's (pid first). */
static struct type *stack_key_type(struct cc *cc, const char *name, uint32_t depth, bool user)
{
	struct type *t = type_new(cc, TY_STACK, name, depth * 8 + 8 + (user ? 8 : 0));

	t->n = depth;
	t->userland = user;
	return t;
}

/*
 * The key of g that has held stacks of type was, now given one of type
 * t: wide enough for the deeper, and where one is the kernel's and the
 * other a user's, or their depths differ, of a user stack's layout,
 * which tells each entry's kind and depth (prog.h's STACK_KEY_WORD), as
 * DTrace's stack(), ustack() and jstack() are of one type; each entry
 * prints its own kind.
 */
static struct type *stack_key_join(struct cc *cc, struct type *was, struct type *t)
{
	bool user = was->userland || t->userland || was->n != t->n;

	if (was->userland == user && was->n >= t->n)
		return was;
	return stack_key_type(cc, was->userland == t->userland ? was->name : "stack",
			      was->n > t->n ? was->n : t->n, user);
}

static void agg_set_keys(struct cc *cc, struct agg *g, struct node *keys)
{
	uint32_t n = (uint32_t)node_list_len(keys), i = 0, off = 0;

	if (g->keys_set) {
		if (n != g->nkeys)
			cc_error(cc, keys ? keys->pos : g->pos, D_AGG_MDIM, "@%s: aggregation used with %u keys, previously %u",
				 g->name, n, g->nkeys);
		for (struct node *k = keys; k; k = k->next, i++) {
			struct type *kt = key_type(cc, k->ty);

			if (g->keys[i]->kind == TY_STACK && kt->kind == TY_STACK) {
				g->keys[i] = stack_key_join(cc, g->keys[i], kt);
				continue;
			}
			if ((!type_assignable(g->keys[i], kt) && !(kt->kind == TY_ARRAY && type_same(g->keys[i], kt))) ||
			    type_is_string(g->keys[i]) != type_is_string(kt))
				cc_error(cc, k->pos, D_AGG_MDIM, "@%s: key #%u has type %s, previously %s", g->name, i + 1,
					 type_str(k->ty), type_str(g->keys[i]));
			if (type_is_string(kt) && kt->size > g->keys[i]->size)
				g->keys[i] = kt; /* a longer string: widen the key */
		}
		agg_layout_keys(g);
		fit_keys(cc, g, keys);
		return;
	}
	g->keys_set = true;
	g->nkeys = n;
	g->keys = ARENA_NEWN(&cc->arena, struct type *, n ? n : 1);
	g->key_off = ARENA_NEWN(&cc->arena, uint32_t, n ? n : 1);
	g->key_names = ARENA_NEWN(&cc->arena, const char *, n ? n : 1);
	for (struct node *k = keys; k; k = k->next, i++) {
		if (k->kind == NODE_IDENT || k->kind == NODE_SELFVAR || k->kind == NODE_THISVAR)
			g->key_names[i] = k->str;
		if (k->ty->kind == TY_VOID)
			cc_error(cc, k->pos, D_KEY_TYPE, "@%s: key #%u is of a type that cannot be a key: %s", g->name,
				 i + 1, type_str(k->ty));
		g->keys[i] = key_type(cc, k->ty);
		g->key_off[i] = off;
		off += ALIGN_UP(check_value_size(g->keys[i]), 8);
	}
	g->key_size = off ? off : 8;
	fit_keys(cc, g, keys);
}

/*
 * printa(@a, @b, ...) joins the aggregations' rows by their keys' bytes:
 * a stack key of each is made the one layout that holds all of theirs
 * (stack_key_join), so that the same stack is the same bytes in each.
 */
static void join_printa_stack_keys(struct cc *cc, const struct check_printa *p)
{
	struct node *args = p->call->list;

	if (args && args->kind == NODE_STR)
		args = args->next; /* the format */
	for (uint32_t k = 0; k < p->agg->nkeys; k++) {
		struct type *joined = NULL;

		for (struct node *a = args; a; a = a->next) {
			struct agg *g = a->ann ? a->ann->agg : NULL;

			if (!g || !g->keys_set || k >= g->nkeys || g->keys[k]->kind != TY_STACK)
				return;
			joined = joined ? stack_key_join(cc, joined, g->keys[k]) : g->keys[k];
		}
		for (struct node *a = args; a; a = a->next) {
			struct agg *g = a->ann->agg;

			if (g->keys[k]->n == joined->n && g->keys[k]->userland == joined->userland)
				continue;
			/* a copy each: fit_stack_keys() may cut one aggregation's */
			g->keys[k] = stack_key_type(cc, joined->name, joined->n, joined->userland);
			agg_layout_keys(g);
			fit_keys(cc, g, NULL);
		}
	}
}

uint32_t check_stack_depth(struct cc *cc, enum check_stack which)
{
	switch (which) {
	case CHECK_STACK_JAVA:
		return cc->opts.jstackframes ? cc->opts.jstackframes : 50;
	case CHECK_STACK_USER:
		return cc->opts.ustackframes ? cc->opts.ustackframes : 100;
	case CHECK_STACK_KERNEL:
		break;
	}
	return cc->opts.stackframes ? cc->opts.stackframes : 20;
}

/*
 * printf()'s argument a if it is stack(), ustack() or jstack(): types it as
 * the frames it records (TY_STACK, for %k) and returns true.
 */
static bool check_stack_value(struct cc *cc, struct node *a)
{
	const struct func_def *fd;
	struct type *t;
	int64_t depth;

	if (a->kind != NODE_CALL || !a->str || !(fd = func_lookup(cc, a->str)) ||
	    (fd->id != FN_stack && fd->id != FN_ustack && fd->id != FN_jstack))
		return false;
	check_call(cc, a, CALL_STMT);
	depth = a->list ? (int64_t)a->list->ival : check_stack_depth(cc, fd->id == FN_ustack ? CHECK_STACK_USER :
								       fd->id == FN_jstack ? CHECK_STACK_JAVA : CHECK_STACK_KERNEL);
	t = type_new(cc, TY_STACK, fd->id == FN_stack ? "stack" : "ustack",
		     (uint32_t)depth * 8 + 8 + (fd->id != FN_stack ? 8 : 0));
	t->n = (uint32_t)depth;
	t->userland = fd->id != FN_stack;
	a->ty = t;
	return true;
}

/* A key expression: any value, or stack() / ustack() (the frames are the key). */
static void check_key_expr(struct cc *cc, struct node *k)
{
	const struct func_def *fd;
	int64_t depth;

	if (k->kind == NODE_AGG)
		cc_error(cc, k->pos, D_KEY_TYPE, "an aggregation (a dynamic expression) cannot be an aggregation key");
	if (k->kind != NODE_CALL || !(fd = func_lookup(cc, k->str)) ||
	    (fd->id != FN_stack && fd->id != FN_ustack && fd->id != FN_jstack)) {
		if (check_operand(cc, k)->kind == TY_VOID)
			cc_error(cc, k->pos, D_KEY_TYPE, "a void expression cannot be an aggregation key");
		if (type_is_sou(k->ty) || type_is_ldouble(k->ty) || (k->ty->kind == TY_ARRAY && !type_is_charptr(k->ty)))
			check_sou_source(cc, k, D_KEY_TYPE, "key of a type that cannot be a key:"); /* its bytes, copied */
		if (k->kind == NODE_XLATE)
			cc_error(cc, k->pos, D_KEY_TYPE, "a dynamic expression (a translation) cannot be an aggregation key");
		return;
	}
	check_call(cc, k, CALL_STMT);
	depth = k->list ? (int64_t)k->list->ival : check_stack_depth(cc, fd->id == FN_ustack ? CHECK_STACK_USER :
								       fd->id == FN_jstack ? CHECK_STACK_JAVA : CHECK_STACK_KERNEL);
	/* BPF hash keys are at most 512 bytes: deep user stacks are cut to fit */
	if (depth > 60)
		depth = 60;
	k->ty = stack_key_type(cc, fd->id == FN_stack ? "stack" : "ustack", (uint32_t)depth, fd->id != FN_stack);
}

/* A call of what is no function name somewhere in n: (expr)(...), tick-1() */
static const struct node *bad_designator(const struct node *n)
{
	const struct node *b = NULL;

	if (!n)
		return NULL;
	if (n->kind == NODE_CALL && !n->str)
		return n;
	if (n->kind == NODE_CLAUSE || n->kind == NODE_DECL || n->kind == NODE_SOU)
		return NULL;
	for (const struct node *k = n->list; k && !b; k = k->next)
		b = bad_designator(k);
	if (!b)
		b = bad_designator(n->a);
	if (!b)
		b = bad_designator(n->b);
	if (!b)
		b = bad_designator(n->c);
	return b;
}

static struct type *check_agg_assign(struct cc *cc, struct node *n)
{
	struct node *an = n->a, *call = n->b;
	const struct func_def *fd;
	struct agg *g;
	int64_t p[4] = {0};
	const struct node *bad = bad_designator(call);

	if (bad) /* the value is cooked before the aggregation judges it, as in DTrace */
		cc_error(cc, bad->pos, D_FUNC_IDENT, "function designator is not of function type");

	if (n->op == TOK_ASSIGN && call->kind == NODE_CALL && !func_lookup(cc, call->str) && !func_is_unsup(call->str) &&
	    builtin_lookup(call->str) < 0)
		cc_error(cc, call->pos, D_FUNC_UNDEF, "failed to resolve %s: Unknown function name", call->str);
	if (n->op != TOK_ASSIGN || call->kind != NODE_CALL || !(fd = func_lookup(cc, call->str)) || fd->kind != FK_AGG)
		cc_error(cc, n->pos, D_AGG_FUNC, "@%s must be assigned the result of an aggregating function", an->str);
	for (struct node *k = an->list; k; k = k->next)
		check_key_expr(cc, k);
	check_proto(cc, call, fd);
	ann(cc, call)->kind = ANN_FUNC;
	call->ann->func = fd;
	if (fd->id != FN_count && !type_is_scalar(call->list->ty))
		cc_error(cc, call->pos, D_AGG_SCALAR, "%s( ) argument #1 must be of scalar type", fd->name);
	if (fd->id == FN_lquantize)
		check_lquantize(cc, call, p);
	if (fd->id == FN_llquantize)
		check_llquantize(cc, call, p);
	g = agg_of(cc, an);
	if (g->func_set && g->func != agg_funcs[fd->id])
		cc_error(cc, n->pos, D_AGG_REDEF, "aggregation redefined: @%s\n\t current: %s( )\n\tprevious: %s( )",
			 g->name, fd->name, agg_func_name(g->func));
	if (g->func_set && memcmp(g->param, p, sizeof(p)))
		check_quant_match(cc, n, g->func, g->param, p);
	g->func = agg_funcs[fd->id];
	g->func_set = true;
	memcpy(g->param, p, sizeof(p));
	agg_set_keys(cc, g, an->list);
	g->val_size = agg_val_size(g->func, g->param);
	ann(cc, an)->kind = ANN_AGG;
	an->ann->agg = g;
	an->ty = n->ty = check_state(cc)->tt.bt.void_t;
	call->ty = n->ty;
	return n->ty;
}

/* ---- expression dispatch, statements, clauses ---- */

static struct type *check_expr(struct cc *cc, struct node *n)
{
	struct check_state *ck = check_state(cc);

	switch (n->kind) {
	case NODE_INT:
		return n->ty ? n->ty : (n->ty = type_of_int(cc, n));
	case NODE_STR: {
		/* a value is at most strsize - 1 characters, constants too, as in DTrace */
		size_t len = n->slen < cc->opts.strsize ? n->slen : cc->opts.strsize - 1;

		ann(cc, n)->kind = ANN_STRCONST;
		n->ann->off = check_strtab_add(cc, n->str, len);
		return n->ty = type_string(cc, (uint32_t)len + 1);
	}
	case NODE_IDENT: return check_ident(cc, n);
	case NODE_SELFVAR:
	case NODE_THISVAR: return check_dvar(cc, n);
	case NODE_AGG:
		if (!agg_known(ck, n->str)) /* DTrace resolves the name first: an undefined one is unknown */
			cc_error(cc, n->pos, D_IDENT_UNDEF, "failed to resolve @%s: Unknown variable name", n->str);
		cc_error(cc, n->pos, D_AGG_SCALAR, "aggregation @%s may not be used in an expression", n->str);
	case NODE_BINARY: return check_binary(cc, n);
	case NODE_ASSIGN: return check_assign(cc, n);
	case NODE_TERNARY: return check_ternary(cc, n);
	case NODE_COMMA:
		check_operand(cc, n->a);
		check_operand(cc, n->b);
		if (node_is_action(n->a) || node_is_action(n->b))
			cc_error(cc, n->pos, D_OP_ACT, "operator , operands cannot be actions");
		return n->ty = n->b->ty;
	case NODE_NEG:
	case NODE_UPLUS:
	case NODE_NOT:
	case NODE_BNOT: return check_unary(cc, n);
	case NODE_DEREF: return check_deref(cc, n);
	case NODE_ADDROF: return check_addrof(cc, n);
	case NODE_PREINC:
	case NODE_PREDEC:
	case NODE_POSTINC:
	case NODE_POSTDEC: return check_incdec(cc, n);
	case NODE_CAST: return check_cast(cc, n);
	case NODE_SIZEOF_TYPE:
	case NODE_SIZEOF_EXPR: return check_sizeof(cc, n);
	case NODE_OFFSETOF: return check_offsetof(cc, n);
	case NODE_STRINGOF: return check_stringof(cc, n);
	case NODE_CALL: return check_call(cc, n, CALL_EXPR);
	case NODE_INDEX: return check_index(cc, n);
	case NODE_MEMBER:
	case NODE_PTRMEMBER: return check_member(cc, n);
	case NODE_XLATE:
		return check_xlate(cc, n);
	default:
		break;
	}
	(void)ck;
	cc_error(cc, n->pos, D_CG_EXPR, "unexpected %s in an expression", node_kind_name(n->kind));
}

/* A call of an action (checked): an operand typed void, as DTrace types it. */
static bool node_is_action(const struct node *n)
{
	return n->kind == NODE_CALL && n->ann && n->ann->kind == ANN_FUNC && n->ann->func->kind == FK_ACTION;
}

/* Checks an operand whose operator judges an action's void value itself, as DTrace does. */
static struct type *check_operand(struct cc *cc, struct node *n)
{
	if (n->kind == NODE_CALL)
		return check_call(cc, n, CALL_OPERAND);
	return check_expr(cc, n);
}

static void check_stmt(struct cc *cc, struct node *s)
{
	switch (s->kind) {
	case NODE_BLOCK:
		for (struct node *x = s->list; x; x = x->next)
			check_stmt(cc, x);
		break;
	case NODE_EXPR_STMT:
		for (struct node *pick; s->a->kind == NODE_TERNARY && (pick = ternary_const_pick(cc, s->a));)
			s->a = pick;
		if (s->a->kind == NODE_AGG && !s->a->list && !agg_known(check_state(cc), s->a->str)) /* @a[1]; is D_AGG_NULL */
			cc_error(cc, s->a->pos, D_IDENT_UNDEF, "failed to resolve @%s: Unknown variable name", s->a->str);
		if (s->a->kind == NODE_AGG)
			cc_error(cc, s->a->pos, D_AGG_NULL, "expression has null effect: @%s", s->a->str);
		if (s->a->kind == NODE_CALL)
			check_call(cc, s->a, CALL_STMT);
		else
			check_expr(cc, s->a);
		if (s->a->kind == NODE_XLATE) /* a translation nothing reads: DTrace's code generator refuses it */
			defer_error(cc, s->a, D_CG_DYN, "expression cannot evaluate to result of dynamic type");
		break;
	case NODE_IF:
		if (!type_is_scalar(check_expr(cc, s->a)) && !type_is_string(s->a->ty))
			cc_error(cc, s->a->pos, D_OP_SCALAR, "if condition must be of scalar type");
		check_stmt(cc, s->b);
		if (s->c)
			check_stmt(cc, s->c);
		break;
	case NODE_EMPTY:
		break;
	case NODE_DECL:
		check_decl(cc, s);
		break;
	default:
		cc_error(cc, s->pos, D_SYNTAX, "unexpected %s in a clause", node_kind_name(s->kind));
	}
}

static void check_clause(struct cc *cc, struct node *cl)
{
	struct check_state *ck = check_state(cc);
	struct check_clause *c = clause_of(cc, cl);

	c->index = ck->nclauses++;
	ck->cur = c;
	if (cl->a) {
		struct type *t;

		ck->in_pred = true;
		t = check_operand(cc, cl->a);
		ck->in_pred = false;
		if ((!type_is_scalar(t) || t->kind == TY_ARRAY) && !type_is_string(t))
			cc_error(cc, cl->a->pos, D_PRED_SCALAR, "predicate result must be of scalar type");
	}
	if (cl->b)
		check_stmt(cc, cl->b);
	check_spec_order(cc, cl->b);
	if (ck->deferred_msg)
		cc_error(cc, ck->deferred_pos, ck->deferred_tag, "%s", ck->deferred_msg);
	ck->cur = NULL;
}

/* The parameters of inline NAME[T1 p1, ...] (its declarator's key list), or NULL for a scalar inline. */
static struct node *inline_params(const struct node *dcl)
{
	for (const struct node *d = dcl ? dcl->list : NULL; d; d = d->next)
		if (d->kind == NODE_DARRAY && d->list)
			return d->list;
	return NULL;
}

/*
 * inline TYPE NAME = expr: NAME stands for the expression wherever it is
 * used. inline TYPE NAME[T1 p1, ...] = expr: NAME[a1, ...] stands for the
 * expression with each parameter replaced by its argument; it is checked
 * where it is used (check_inline_use), its parameters' types then known.
 */
static void check_inline(struct cc *cc, struct node *item)
{
	struct check_state *ck = check_state(cc);
	struct type *t = apply_declarator(cc, check_decl_type(cc, item->a), item->b);
	struct node *params = inline_params(item->b);
	struct type *et = NULL;
	struct check_const *c;

	if (!item->b || !item->b->str)
		BUG("inline without a name"); /* parse.c's declarator is DECL_NAMED */
	for (struct node *p = params; p; p = p->next)
		check_typename(cc, p);
	if (!params)
		et = check_expr(cc, item->c);
	for (c = ck->consts; c; c = c->next)
		if (c->expr && strcmp(c->name, item->b->str) == 0 && !cc_in_header(cc, item->pos))
			cc_error(cc, item->b->pos, D_DECL_IDRED, "identifier redeclared: %s", item->b->str);
	if (!cc_in_header(cc, item->pos) && (func_lookup(cc, item->b->str) || builtin_lookup(item->b->str) >= 0))
		cc_error(cc, item->b->pos, D_DECL_IDRED, "identifier redeclared: %s (a built-in %s of D)", item->b->str,
			 func_lookup(cc, item->b->str) ? "function" : "variable");
	if (et && !type_assignable(t, et))
		cc_error(cc, item->c->pos, D_OP_INCOMPAT, "inline %s definition uses incompatible types: \"%s\" = \"%s\"",
			 item->b->str, type_str(t), type_str(et));
	c = ARENA_NEW(&cc->arena, struct check_const);
	c->name = item->b->str;
	c->ty = t;
	c->expr = item->c;
	c->params = params;
	c->next = ck->consts;
	ck->consts = c;
}

/*
 * Notes every variable n assigns (=, not +=: that reads it first), so that
 * reads before the first assignment resolve: thread-local and clause-local
 * ones (globals false) anywhere in the program, as DTrace creates them on
 * sight; globals (globals true) in one clause before it is checked, so that
 * an earlier clause's read of a global that only a later clause assigns is
 * D_IDENT_UNDEF, as DTrace resolves them in program order.
 */
static void note_assigned(struct cc *cc, struct node *n, bool globals)
{
	struct check_state *ck = check_state(cc);

	for (; n; n = n->next) {
		if (n->kind == NODE_ASSIGN && n->op == TOK_ASSIGN && n->a && n->a->str &&
		    (n->a->kind == NODE_IDENT || n->a->kind == NODE_SELFVAR || n->a->kind == NODE_THISVAR)) {
			enum var_scope sc = n->a->kind == NODE_IDENT ? VAR_GLOBAL : n->a->kind == NODE_SELFVAR ? VAR_TLS : VAR_THIS;

			if ((sc == VAR_GLOBAL) == globals && !var_find(ck, sc, n->a->str) && builtin_lookup(n->a->str) < 0)
				var_new(cc, sc, n->a->str, n->a->pos);
		}
		/* ++ and -- create a variable (an int64_t unless declared): a predicate before them reads it, as DTrace cooks predicates last */
		if ((n->kind == NODE_PREINC || n->kind == NODE_POSTINC || n->kind == NODE_PREDEC ||
		     n->kind == NODE_POSTDEC) && n->a && n->a->str && !strchr(n->a->str, '`') &&
		    (n->a->kind == NODE_IDENT || n->a->kind == NODE_SELFVAR || n->a->kind == NODE_THISVAR)) {
			enum var_scope sc = n->a->kind == NODE_IDENT ? VAR_GLOBAL : n->a->kind == NODE_SELFVAR ? VAR_TLS : VAR_THIS;

			if ((sc == VAR_GLOBAL) == globals && !var_find(ck, sc, n->a->str) && builtin_lookup(n->a->str) < 0)
				var_new(cc, sc, n->a->str, n->a->pos);
		}
		if (n->kind == NODE_CLAUSE || n->kind == NODE_PROGRAM || n->kind == NODE_INLINE ||
		    n->kind == NODE_DECL || n->kind == NODE_XLATOR || n->kind == NODE_PROVIDER)
			note_assigned(cc, n->kind == NODE_CLAUSE ? n->b : NULL, globals);
		else {
			note_assigned(cc, n->a, globals);
			note_assigned(cc, n->b, globals);
			note_assigned(cc, n->c, globals);
			note_assigned(cc, n->list, globals);
		}
	}
}

static bool str_same(const char *x, const char *y)
{
	return x == y || (x && y && strcmp(x, y) == 0);
}

/* True if probe p has no args[i] (beyond its arguments, or a place held with nothing behind it). */
static bool arg_absent(const struct probe *p, uint32_t i)
{
	const struct probe_arg *pa = &p->args[i];

	return i >= p->nargs || (!pa->type && !pa->xlate && !pa->size && pa->from == PROBE_ARG_CTX);
}

/*
 * 1 if probes a and b give their args[] the same types; 0 if not, but
 * each argument is the same translated type or absent from one; -1 if not.
 */
static int args_alike(const struct probe *a, const struct probe *b)
{
	uint32_t n = a->nargs > b->nargs ? a->nargs : b->nargs;
	int alike = 1;

	for (uint32_t i = 0; i < n && i < PROBE_MAXARGS; i++) {
		const struct probe_arg *x = &a->args[i], *y = &b->args[i];
		bool ax = arg_absent(a, i), ay = arg_absent(b, i);

		if (ax && ay)
			continue;
		if (!ax && !ay && str_same(x->type, y->type) && str_same(x->xlate, y->xlate))
			continue;
		if (!ax && !ay && (!x->xlate || !str_same(x->xlate, y->xlate)))
			return -1;
		alike = 0;
	}
	return alike;
}

/*
 * A clause whose probes give DTrace's same translated argument types from
 * different kernel contexts (tcp::: is the state machine's probes and the
 * segments', whose tcpsinfo_t comes from a socket or a packet) is checked
 * as one copy per context, each for the probes of that context, placed
 * right after it: each probe still runs the program's clauses in order.
 */
static void split_clauses(struct cc *cc)
{
	struct check_state *ck = check_state(cc);

	for (struct check_clause *c = ck->clauses; c; c = c->next) {
		struct check_clause *nc;
		struct node *copy;
		uint32_t keep = 1, nother = 0;

		for (uint32_t i = 1; i < c->nprobes; i++)
			nother += args_alike(c->probes[0], c->probes[i]) == 0;
		if (!nother)
			continue;
		nc = ARENA_NEW(&cc->arena, struct check_clause);
		nc->probes = ARENA_NEWN(&cc->arena, struct probe *, nother);
		for (uint32_t i = 1; i < c->nprobes; i++) {
			if (args_alike(c->probes[0], c->probes[i]) == 0)
				nc->probes[nc->nprobes++] = c->probes[i];
			else
				c->probes[keep++] = c->probes[i];
		}
		c->nprobes = keep;
		nc->cap = nc->nprobes;
		nc->orig = c->orig ? c->orig : c;
		copy = node_subst(cc, c->node, "", NULL);
		copy->next = c->node->next;
		c->node->next = copy;
		nc->node = copy;
		ptrmap_put(&ck->clause_of, &cc->arena, copy, NULL, nc);
		nc->next = c->next;
		c->next = nc;
		if (ck->clauses_tail == c)
			ck->clauses_tail = nc;
	}
}

/* ---- provider definitions ---- */

/*
 * Types a probe's parameter list (NODE_DFUNC) into *argv, returning the
 * count. DTrace's rules for probe prototypes: no "...", void only as the
 * sole unnamed parameter; names unique in the native list, and in the
 * translated list only names of native parameters (which map args[i] to
 * that native argument).
 */
static uint32_t probe_params(struct cc *cc, struct node *fn, struct node *natives, const char *kind,
			     struct type ***argv, const char ***names)
{
	uint32_t n = (uint32_t)node_list_len(fn->list), i = 0;
	struct type **tv = ARENA_NEWN(&cc->arena, struct type *, n + 1);
	const char **nv = ARENA_NEWN(&cc->arena, const char *, n + 1);

	if (fn->ival)
		cc_error(cc, fn->pos, D_DECL_PROTO_VARARGS,
			 "%s prototype may not use a variable-length argument list", kind);
	for (struct node *d = fn->list; d; d = d->next, i++) {
		struct type *t = apply_declarator(cc, check_decl_type(cc, d->a), d->list);
		const char *name = d->list ? d->list->str : NULL;

		if (type_is_void(t)) {
			if (name)
				cc_error(cc, d->pos, D_DECL_PROTO_NAME, "void parameter may not have a name: %s",
					 name);
			if (n > 1)
				cc_error(cc, d->pos, D_DECL_PROTO_VOID, "void must be sole parameter");
			n = 0;
			break;
		}
		if (t->kind == TY_FUNC || t->kind == TY_STACK)
			cc_error(cc, d->pos, D_DECL_PROTO_TYPE,
				 "%s prototype may not use parameter of type %s: %s, parameter #%u", kind,
				 type_str(t), name ? name : "(anonymous)", i + 1);
		for (uint32_t j = 0; name && natives == fn && j < i; j++)
			if (nv[j] && strcmp(nv[j], name) == 0)
				cc_error(cc, d->pos, D_DECL_PROTO_FORM,
					 "parameter is already declared in %s prototype: %s, parameter #%u",
					 kind, name, i + 1);
		if (name && natives != fn) {
			bool found = false;

			for (struct node *x = natives->list; x && !found; x = x->next)
				found = x->list && x->list->str && strcmp(x->list->str, name) == 0;
			if (!found)
				cc_error(cc, d->pos, D_DECL_PROTO_FORM,
					 "parameter is not declared in probe input prototype: %s, parameter #%u",
					 name, i + 1);
		}
		tv[i] = t;
		nv[i] = name;
	}
	if (n > 255)
		cc_error(cc, fn->pos, D_PROV_PRARGLEN, "probe %s prototype exceeds 255 parameters: %u params used",
			 kind, n);
	*argv = tv;
	*names = nv;
	return n;
}

/* True if a native argument of type from may stand for args[] of type to with no translator. */
static bool probe_arg_compat(const struct type *to, const struct type *from)
{
	if (type_same(to, from))
		return true;
	if (type_is_int(to) && type_is_int(from))
		return true;
	if (to->kind == TY_PTR && type_is_ptr(from)) /* the same target, or one is void * */
		return type_is_void(to->to) || type_is_void(from->to) || type_same(to->to, from->to);
	return to->kind == TY_STRING && (type_is_charptr(from) || from->kind == TY_STRING);
}

/* probe NAME(natives) [: (translated)]: its types, argument mapping and translators. */
static struct check_probedef *check_probedef(struct cc *cc, const char *prov, struct node *pn)
{
	struct check_probedef *pr = ARENA_NEW(&cc->arena, struct check_probedef);
	const char **nnames, **xnames;
	char *name = arena_strdup(&cc->arena, pn->str), *o = name;

	for (const char *q = pn->str; *q; q++) { /* DTrace's strhyphenate: "__" reads "-" */
		if (q[0] == '_' && q[1] == '_') {
			*o++ = '-';
			q++;
		} else {
			*o++ = *q;
		}
	}
	*o = '\0';
	if (strlen(name) >= 64)
		cc_error(cc, pn->pos, D_PROV_BADNAME, "probe name may not exceed 63 characters: %s", name);
	pr->node = pn;
	pr->name = name;
	pr->nargc = probe_params(cc, pn->a, pn->a, "probe input", &pr->nargv, &nnames);
	if (pn->b)
		pr->xargc = probe_params(cc, pn->b, pn->a, "probe output", &pr->xargv, &xnames);
	else
		pr->xargc = pr->nargc, pr->xargv = pr->nargv, xnames = NULL;
	pr->mapping = ARENA_NEWN(&cc->arena, uint32_t, pr->xargc + 1);
	pr->xl = ARENA_NEWN(&cc->arena, struct check_xlator *, pr->xargc + 1);
	for (uint32_t i = 0; i < pr->xargc; i++) {
		struct type *x = pr->xargv[i], *nt, *out = x->kind == TY_PTR ? x->to : x;

		pr->mapping[i] = i;
		for (uint32_t j = 0; xnames && xnames[i] && j < pr->nargc; j++)
			if (nnames[j] && strcmp(nnames[j], xnames[i]) == 0)
				pr->mapping[i] = j;
		if (!pn->b)
			continue;
		if (pr->mapping[i] >= pr->nargc)
			cc_error(cc, pn->pos, D_PROV_PRXLATOR,
				 "translator for %s:%s output argument #%u has no input argument #%u", prov,
				 name, i + 1, pr->mapping[i] + 1);
		nt = pr->nargv[pr->mapping[i]];
		if (type_is_sou(out) && (pr->xl[i] = xlator_find(cc, out, nt)) != NULL)
			continue;
		if (!probe_arg_compat(x, nt))
			cc_error(cc, pn->pos, D_PROV_PRXLATOR,
				 "translator for %s:%s output argument #%u from %s to %s is not defined", prov,
				 name, i + 1, type_str(nt), type_str(x));
	}
	return pr;
}

/* True if the two definitions of a probe have the same argument types. */
static bool probedef_same(const struct check_probedef *a, const struct check_probedef *b)
{
	if (a->nargc != b->nargc || a->xargc != b->xargc)
		return false;
	for (uint32_t i = 0; i < a->nargc; i++)
		if (!type_same(a->nargv[i], b->nargv[i]))
			return false;
	for (uint32_t i = 0; i < a->xargc; i++)
		if (!type_same(a->xargv[i], b->xargv[i]) || a->mapping[i] != b->mapping[i])
			return false;
	return true;
}

/*
 * provider NAME { probe ...; ... };  A provider defined twice must define
 * the same probes with the same arguments (as a header included twice does).
 */
static void check_provider(struct cc *cc, struct node *item)
{
	struct check_state *ck = check_state(cc);
	struct check_provdef *pv, **tail = &ck->provdefs, *prev = NULL;
	struct check_probedef **ptail;
	size_t len = strlen(item->str);

	if (len >= 64)
		cc_error(cc, item->pos, D_PROV_BADNAME, "provider name may not exceed 63 characters: %s",
			 item->str);
	if (item->str[len - 1] >= '0' && item->str[len - 1] <= '9')
		cc_error(cc, item->pos, D_PROV_BADNAME, "provider name may not end with a digit: %s",
			 item->str);
	for (; *tail; tail = &(*tail)->next)
		if (strcmp((*tail)->name, item->str) == 0)
			prev = *tail;
	pv = ARENA_NEW(&cc->arena, struct check_provdef);
	pv->node = item;
	pv->name = item->str;
	ptail = &pv->probes;
	for (struct node *pn = item->list; pn; pn = pn->next) {
		struct check_probedef *pr = check_probedef(cc, pv->name, pn), *old = NULL;

		for (struct check_probedef *q = pv->probes; q; q = q->next)
			if (strcmp(q->name, pr->name) == 0)
				cc_error(cc, pn->pos, D_PROV_PRDUP, "probe redeclared: %s:%s", pv->name, pr->name);
		for (struct check_probedef *q = prev ? prev->probes : NULL; q && !old; q = q->next)
			old = strcmp(q->name, pr->name) == 0 ? q : NULL;
		if (prev && !old)
			cc_error(cc, pn->pos, D_PROV_INCOMPAT,
				 "provider interface mismatch: %s: probe %s:%s is not in the previous definition",
				 pv->name, pv->name, pr->name);
		if (old && !probedef_same(old, pr))
			cc_error(cc, pn->pos, D_PROV_INCOMPAT,
				 "provider interface mismatch: %s: probe %s:%s has other arguments than before",
				 pv->name, pv->name, pr->name);
		*ptail = pr;
		ptail = &pr->next;
	}
	if (prev) {
		uint32_t n = 0;

		for (struct check_probedef *q = prev->probes; q; q = q->next)
			n++;
		if (n != node_list_len(item->list))
			cc_error(cc, item->pos, D_PROV_INCOMPAT,
				 "provider interface mismatch: %s defines fewer probes than before", pv->name);
		return; /* the first definition stands */
	}
	*tail = pv;
}

/*
 * #pragma D attributes A ident must name an identifier D knows: a
 * variable of the program, a built-in variable or function, an inline,
 * an enumerator or a provider the program defines; else DTrace's
 * D_PRAGMA_UNUSED.
 */
static void check_pragma_attrs(struct cc *cc)
{
	struct check_state *ck = check_state(cc);

	for (const struct cc_pragma_attr *pa = cc->pragma_attrs; pa; pa = pa->next) {
		const char *name = pa->ident;
		bool provider = false;

		for (const struct node *item = cc->prog->list; item && !provider; item = item->next)
			provider = item->kind == NODE_PROVIDER && item->str && strcmp(item->str, name) == 0;
		if (provider || var_find(ck, VAR_GLOBAL, name) || var_find(ck, VAR_TLS, name) ||
		    var_find(ck, VAR_ASSOC, name) || builtin_lookup(name) >= 0 || func_lookup(cc, name) ||
		    const_known(ck, name))
			continue;
		cc_error(cc, pa->pos, D_PRAGMA_UNUSED, "unused #pragma attributes");
	}
}

void check_program(struct cc *cc)
{
	struct check_state *ck = check_state(cc);

	split_clauses(cc);
	note_assigned(cc, cc->prog->list, false);
	for (struct node *item = cc->prog->list; item; item = item->next) {
		switch (item->kind) {
		case NODE_CLAUSE:
			note_assigned(cc, item->b, true);
			check_clause(cc, item);
			break;
		case NODE_DECL:
			check_decl(cc, item);
			break;
		case NODE_OPTION:
			break;
		case NODE_INLINE:
			check_inline(cc, item);
			break;
		case NODE_XLATOR:
			check_xlator(cc, item);
			break;
		case NODE_PROVIDER:
			check_provider(cc, item);
			break;
		default:
			break;
		}
	}
	for (struct agg *g = ck->aggs; g; g = g->next)
		if (!g->func_set)
			cc_error(cc, g->pos, D_AGG_NULL, "@%s is used but never assigned a value", g->name);
	for (struct check_printa *p = ck->printa_joins; p; p = p->next)
		join_printa_stack_keys(cc, p);
	for (struct check_printa *p = ck->printas; p; p = p->next)
		check_printa_keys(cc, p);
	check_pragma_attrs(cc);
}

void check_dump_types(FILE *f, struct cc *cc)
{
	struct check_state *ck = check_state(cc);
	static const char *const scopes[] = { "global", "self", "this", "assoc" };

	for (struct var *v = ck->vars; v; v = v->next)
		fprintf(f, "%s %s: %s (off %u, id %u)\n", scopes[v->scope], v->name, v->ty ? type_str(v->ty) : "?",
			v->off, v->id);
	for (struct agg *g = ck->aggs; g; g = g->next) {
		fprintf(f, "@%s: %s(", g->name, agg_func_name(g->func));
		for (uint32_t i = 0; i < g->nkeys; i++)
			fprintf(f, "%s%s", i ? ", " : "", type_str(g->keys[i]));
		fprintf(f, ") key %u bytes, value %u bytes\n", g->key_size, g->val_size);
	}
}
