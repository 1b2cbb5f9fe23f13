/*
 * type.c - the D type system: construction, lookup by name, C's integer
 * conversions, and member lookup (see type.h).
 *
 * Input: names from declarations, prototypes and casts. Output: struct type
 * in cc->arena. Kernel types are asked of cc->host->kernel_type only when a
 * name is not a D type; the host returns types built with this file's API.
 * No I/O besides type_dump().
 */
#include "type.h"

#include <stdlib.h>
#include <string.h>

#include "../base/util.h"
#include "cc.h"

struct type_name {
	const char *name;
	struct type *ty;
	struct type_name *next;
};

struct type *type_new(struct cc *cc, enum type_kind kind, const char *name, uint32_t size)
{
	struct type *t = ARENA_NEW(&cc->arena, struct type);

	t->kind = kind;
	t->name = name ? arena_strdup(&cc->arena, name) : "?";
	t->size = size;
	t->align = size >= 8 ? 8 : size ? size : 1;
	return t;
}

struct type *type_int(struct cc *cc, const char *name, uint32_t size, bool is_signed)
{
	struct type *t = type_new(cc, TY_INT, name, size);

	t->is_signed = is_signed;
	return t;
}

struct type *type_float(struct cc *cc, const char *name, uint32_t size)
{
	struct type *t = type_new(cc, TY_FLOAT, name, size);

	t->is_signed = true;
	if (size > 8)
		t->align = 16;
	return t;
}

struct type *type_ptr(struct cc *cc, struct type *to, bool userland)
{
	const char *tn = to->name;
	size_t len = strlen(tn);
	struct type *t;
	char *name;

	name = arena_printf(&cc->arena, "%s%s*", tn, len && tn[len - 1] == '*' ? "" : " ");
	t = type_new(cc, TY_PTR, name, 8);
	t->to = to;
	t->userland = userland;
	t->is_kernel = to->is_kernel;
	return t;
}

struct type *type_array(struct cc *cc, struct type *elem, uint32_t n)
{
	struct type *t = type_new(cc, TY_ARRAY, arena_printf(&cc->arena, "%s [%u]", elem->name, n),
				  elem->size * n);

	t->to = elem;
	t->n = n;
	t->align = elem->align;
	t->is_kernel = elem->is_kernel;
	return t;
}

struct type *type_string(struct cc *cc, uint32_t size)
{
	struct type *t = type_new(cc, TY_STRING, "string", size);

	t->align = 1;
	return t;
}

struct type *type_sou(struct cc *cc, enum type_kind kind, const char *tag)
{
	const char *kw = kind == TY_STRUCT ? "struct" : kind == TY_UNION ? "union" : "enum";
	struct type *t = type_new(cc, kind, tag ? arena_printf(&cc->arena, "%s %s", kw, tag) : kw, 0);

	t->sou = ARENA_NEW(&cc->arena, struct sou);
	if (kind == TY_ENUM) {
		t->size = 4;
		t->align = 4;
		t->is_signed = true;
	}
	return t;
}

struct type *type_typedef(struct cc *cc, struct type *t, const char *name)
{
	struct type *c = ARENA_NEW(&cc->arena, struct type);

	*c = *t;
	c->name = arena_strdup(&cc->arena, name);
	return c;
}

void type_add_member(struct cc *cc, struct type *sou, const char *name, struct type *ty, uint32_t off,
		     uint8_t bit_off, uint8_t bit_size)
{
	struct sou *s = sou->sou;
	struct member *m;

	if (s->n == s->cap) {
		struct member *grown = ARENA_NEWN(&cc->arena, struct member, s->cap ? s->cap * 2 : 8);

		if (s->n)
			memcpy(grown, s->m, sizeof(*grown) * s->n);
		s->m = grown;
		s->cap = s->cap ? s->cap * 2 : 8;
	}
	m = &s->m[s->n++];
	m->name = name ? arena_strdup(&cc->arena, name) : "";
	m->ty = ty;
	m->off = off;
	m->bit_off = bit_off;
	m->bit_size = bit_size;
}

void type_add_enumerator(struct cc *cc, struct type *en, const char *name, int64_t value)
{
	struct sou *s = en->sou;

	if (s->ne == s->ecap) {
		struct enumerator *grown = ARENA_NEWN(&cc->arena, struct enumerator, s->ecap ? s->ecap * 2 : 8);

		if (s->ne)
			memcpy(grown, s->e, sizeof(*grown) * s->ne);
		s->e = grown;
		s->ecap = s->ecap ? s->ecap * 2 : 8;
	}
	s->e[s->ne].name = arena_strdup(&cc->arena, name);
	s->e[s->ne].value = value;
	s->ne++;
}

void type_define(struct cc *cc, struct type_table *tt, const char *name, struct type *t)
{
	struct type_name *tn = ARENA_NEW(&cc->arena, struct type_name);

	tn->name = arena_strdup(&cc->arena, name);
	tn->ty = t;
	tn->next = tt->names;
	tt->names = tn;
}

struct type *type_find_name(struct type_table *tt, const char *name)
{
	for (struct type_name *tn = tt->names; tn; tn = tn->next)
		if (strcmp(tn->name, name) == 0)
			return tn->ty;
	return NULL;
}

struct type *type_lookup_tag(struct type_table *tt, const char *tagname)
{
	for (struct type_name *tn = tt->tags; tn; tn = tn->next)
		if (strcmp(tn->name, tagname) == 0)
			return tn->ty;
	return NULL;
}

void type_define_tag(struct cc *cc, struct type_table *tt, const char *tagname, struct type *t)
{
	struct type_name *tn = ARENA_NEW(&cc->arena, struct type_name);

	tn->name = arena_strdup(&cc->arena, tagname);
	tn->ty = t;
	tn->next = tt->tags;
	tt->tags = tn;
}

/* name, size, signed; every alias D knows for the C integer types */
static const struct {
	const char *name;
	uint8_t size;
	bool is_signed;
} int_names[] = {
	{ "char", 1, true },	       { "signed char", 1, true },    { "unsigned char", 1, false },
	{ "short", 2, true },	       { "short int", 2, true },      { "signed short", 2, true },
	{ "unsigned short", 2, false }, { "unsigned short int", 2, false },
	{ "int", 4, true },	       { "signed", 4, true },	      { "signed int", 4, true },
	{ "unsigned", 4, false },      { "unsigned int", 4, false },  { "long", 8, true },
	{ "long int", 8, true },       { "signed long", 8, true },    { "unsigned long", 8, false },
	{ "unsigned long int", 8, false }, { "long long", 8, true },  { "long long int", 8, true },
	{ "signed long long", 8, true }, { "unsigned long long", 8, false },
	{ "unsigned long long int", 8, false },
	{ "_Bool", 1, false },	       { "bool", 1, false },	      { "boolean_t", 4, true },
	{ "int8_t", 1, true },	       { "int16_t", 2, true },	      { "int32_t", 4, true },
	{ "int64_t", 8, true },	       { "uint8_t", 1, false },	      { "uint16_t", 2, false },
	{ "uint32_t", 4, false },      { "uint64_t", 8, false },      { "intptr_t", 8, true },
	{ "uintptr_t", 8, false },     { "size_t", 8, false },	      { "ssize_t", 8, true },
	{ "off_t", 8, true },	       { "off64_t", 8, true },	      { "time_t", 8, true },
	{ "hrtime_t", 8, true },       { "pid_t", 4, true },	      { "tid_t", 4, true },
	{ "uid_t", 4, false },	       { "gid_t", 4, false },	      { "id_t", 4, true },
	{ "processorid_t", 4, true },  { "psetid_t", 4, true },	      { "zoneid_t", 4, true },
	{ "projid_t", 4, true },       { "taskid_t", 4, true },	      { "dev_t", 8, false },
	{ "major_t", 4, false },       { "minor_t", 4, false },	      { "mode_t", 4, false },
	{ "ino_t", 8, false },	       { "uchar_t", 1, false },	      { "ushort_t", 2, false },
	{ "uint_t", 4, false },	       { "ulong_t", 8, false },	      { "u_longlong_t", 8, false },
	{ "longlong_t", 8, true },     { "u_int", 4, false },	      { "u_long", 8, false },
	{ "__u8", 1, false },	       { "__u16", 2, false },	      { "__u32", 4, false },
	{ "__u64", 8, false },	       { "__s8", 1, true },	      { "__s16", 2, true },
	{ "__s32", 4, true },	       { "__s64", 8, true },	      { "u8", 1, false },
	{ "u16", 2, false },	       { "u32", 4, false },	      { "u64", 8, false },
	{ "s8", 1, true },	       { "s16", 2, true },	      { "s32", 4, true },
	{ "s64", 8, true },
};

void type_init(struct cc *cc, struct type_table *tt)
{
	struct type_builtins *bt = &tt->bt;

	memset(tt, 0, sizeof(*tt));
	for (size_t i = 0; i < ARRAY_LEN(int_names); i++)
		type_define(cc, tt, int_names[i].name,
			    type_int(cc, int_names[i].name, int_names[i].size, int_names[i].is_signed));
	type_define(cc, tt, "float", type_float(cc, "float", 4));
	type_define(cc, tt, "double", type_float(cc, "double", 8));
	type_define(cc, tt, "long double", type_float(cc, "long double", 16));
	bt->void_t = type_new(cc, TY_VOID, "void", 0);
	type_define(cc, tt, "void", bt->void_t);
	bt->string_t = type_string(cc, cc->opts.strsize ? cc->opts.strsize : 256);
	type_define(cc, tt, "string", bt->string_t);
	bt->char_t = type_lookup(cc, tt, "char");
	bt->uchar_t = type_lookup(cc, tt, "unsigned char");
	bt->short_t = type_lookup(cc, tt, "short");
	bt->ushort_t = type_lookup(cc, tt, "unsigned short");
	bt->int_t = type_lookup(cc, tt, "int");
	bt->uint_t = type_lookup(cc, tt, "unsigned int");
	bt->long_t = type_lookup(cc, tt, "long");
	bt->ulong_t = type_lookup(cc, tt, "unsigned long");
	bt->llong_t = type_lookup(cc, tt, "long long");
	bt->ullong_t = type_lookup(cc, tt, "unsigned long long");
	bt->voidp_t = type_ptr(cc, bt->void_t, false);
	bt->charp_t = type_ptr(cc, bt->char_t, false);
	type_define(cc, tt, "caddr_t", type_typedef(cc, bt->charp_t, "caddr_t"));
}

static const char *skip_ws(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* Looks up a base name (no trailing '*'), D's tables first, then the kernel's. */
static struct type *lookup_base(struct cc *cc, struct type_table *tt, const char *name)
{
	struct type *t;

	if (strncmp(name, "const ", 6) == 0)
		return lookup_base(cc, tt, skip_ws(name + 6));
	if (strncmp(name, "volatile ", 9) == 0)
		return lookup_base(cc, tt, skip_ws(name + 9));
	for (struct type_name *tn = tt->names; tn; tn = tn->next)
		if (strcmp(tn->name, name) == 0)
			return tn->ty;
	t = type_lookup_tag(tt, name);
	if (t)
		return t;
	if (cc->host && cc->host->kernel_type) {
		t = cc->host->kernel_type(cc, cc->host->ctx, name);
		if (t)
			type_define(cc, tt, name, t);
	}
	return t;
}

struct type *type_lookup(struct cc *cc, struct type_table *tt, const char *name)
{
	size_t len = strlen(name);
	const char *fp = strstr(name, " (*)(");
	char *base;
	struct type *t;
	int nstars = 0;

	if (fp && name[len - 1] == ')') { /* "void (*)(int)": a pointer to a function returning void */
		struct type *f = type_new(cc, TY_FUNC, "function", 0);

		base = xmalloc((size_t)(fp - name) + 1);
		memcpy(base, name, (size_t)(fp - name));
		base[fp - name] = 0;
		f->to = type_lookup(cc, tt, base);
		free(base);
		return f->to ? type_ptr(cc, f, false) : NULL;
	}
	while (len && (name[len - 1] == ' ' || name[len - 1] == '*')) {
		nstars += name[len - 1] == '*';
		len--;
	}
	if (!nstars)
		return lookup_base(cc, tt, name);
	base = xmalloc(len + 1);
	memcpy(base, name, len);
	base[len] = 0;
	t = lookup_base(cc, tt, base);
	free(base);
	while (t && nstars--)
		t = type_ptr(cc, t, false);
	return t;
}

void type_complete(struct cc *cc, struct type *t)
{
	void (*fn)(struct cc *, struct type *);

	if (!t->sou || !t->sou->complete)
		return;
	fn = t->sou->complete;
	t->sou->complete = NULL;
	fn(cc, t);
}

const struct member *type_member(struct cc *cc, struct type *t, const char *name, uint32_t *off)
{
	if (t->kind != TY_STRUCT && t->kind != TY_UNION)
		return NULL;
	type_complete(cc, t);
	for (uint32_t i = 0; i < t->sou->n; i++) {
		const struct member *m = &t->sou->m[i];

		if (strcmp(m->name, name) == 0) {
			*off = m->off;
			return m;
		}
		if (!m->name[0] && (m->ty->kind == TY_STRUCT || m->ty->kind == TY_UNION)) {
			uint32_t inner;
			const struct member *im = type_member(cc, m->ty, name, &inner);

			if (im) {
				*off = m->off + inner;
				return im;
			}
		}
	}
	return NULL;
}

bool type_enum_value(struct type *t, const char *name, int64_t *value)
{
	if (t->kind != TY_ENUM)
		return false;
	for (uint32_t i = 0; i < t->sou->ne; i++)
		if (strcmp(t->sou->e[i].name, name) == 0) {
			*value = t->sou->e[i].value;
			return true;
		}
	return false;
}

bool type_is_int(const struct type *t)
{
	return t->kind == TY_INT || t->kind == TY_ENUM;
}

bool type_is_arith(const struct type *t)
{
	return type_is_int(t);
}

bool type_is_ptr(const struct type *t)
{
	return t->kind == TY_PTR || t->kind == TY_ARRAY;
}

bool type_is_scalar(const struct type *t)
{
	return type_is_int(t) || type_is_ptr(t);
}

bool type_is_string(const struct type *t)
{
	return t->kind == TY_STRING;
}

bool type_is_sou(const struct type *t)
{
	return t->kind == TY_STRUCT || t->kind == TY_UNION;
}

bool type_is_ldouble(const struct type *t)
{
	return t->kind == TY_FLOAT && t->size > 8;
}

bool type_is_byref(const struct type *t)
{
	return t->kind == TY_STRING || type_is_sou(t) || t->kind == TY_ARRAY || type_is_ldouble(t);
}

bool type_is_void(const struct type *t)
{
	return t->kind == TY_VOID;
}

bool type_is_charptr(const struct type *t)
{
	return type_is_ptr(t) && t->to && t->to->kind == TY_INT && t->to->size == 1;
}

struct type *type_promote(struct cc *cc, struct type_table *tt, struct type *t)
{
	(void)cc;
	if (t->kind == TY_ENUM)
		return tt->bt.int_t;
	if (t->kind == TY_INT && t->size < 4)
		return tt->bt.int_t;
	return t;
}

struct type *type_arith_common(struct cc *cc, struct type_table *tt, struct type *a, struct type *b)
{
	a = type_promote(cc, tt, a);
	b = type_promote(cc, tt, b);
	if (a->size != b->size)
		return a->size > b->size ? a : b;
	if (a->is_signed != b->is_signed)
		return a->is_signed ? b : a;
	return a;
}

struct type *type_arith_result(struct cc *cc, struct type_table *tt, struct type *a, struct type *b)
{
	if (a->kind != TY_INT || b->kind != TY_INT)
		return type_arith_common(cc, tt, a, b);
	if (a->size != b->size)
		return a->size > b->size ? a : b;
	if (a->is_signed != b->is_signed)
		return a->is_signed ? b : a;
	return a;
}

bool type_same(const struct type *a, const struct type *b)
{
	if (a == b)
		return true;
	if (a->kind != b->kind)
		return false;
	switch (a->kind) {
	case TY_INT:
	case TY_ENUM:
		return a->size == b->size && a->is_signed == b->is_signed;
	case TY_FLOAT:
		return a->size == b->size;
	case TY_STRING:
	case TY_VOID:
		return true;
	case TY_PTR:
		return type_same(a->to, b->to);
	case TY_ARRAY:
		return a->n == b->n && type_same(a->to, b->to);
	case TY_STRUCT:
	case TY_UNION:
		return a->sou == b->sou || strcmp(a->name, b->name) == 0;
	case TY_FUNC:
		return false;
	case TY_STACK: /* the depth is the key's, fitted to the map: any depth is the same type */
		return a->userland == b->userland;
	}
	return false;
}

bool type_assignable(const struct type *to, const struct type *from)
{
	if (type_is_int(to))
		return type_is_int(from) || (to->size == 8 && type_is_ptr(from));
	if (to->kind == TY_PTR) /* a string is its characters: a char * may point at them */
		return type_is_ptr(from) || type_is_int(from) || (from->kind == TY_STRING && type_is_charptr(to));
	if (to->kind == TY_STRING)
		return from->kind == TY_STRING || type_is_charptr(from);
	if (type_is_sou(to) || to->kind == TY_STACK || to->kind == TY_FLOAT)
		return type_same(to, from);
	return false;
}

const char *type_str(const struct type *t)
{
	return t ? t->name : "(null)";
}

void type_dump(FILE *f, const struct type *t)
{
	fprintf(f, "%s (size %u", t->name, t->size);
	if (t->kind == TY_PTR && t->userland)
		fprintf(f, ", userland");
	fprintf(f, ")\n");
	if ((t->kind == TY_STRUCT || t->kind == TY_UNION) && t->sou->defined)
		for (uint32_t i = 0; i < t->sou->n; i++)
			fprintf(f, "\t+%u %s %s\n", t->sou->m[i].off, t->sou->m[i].ty->name,
				t->sou->m[i].name);
}
