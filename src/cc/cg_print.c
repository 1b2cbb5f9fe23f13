/*
 * cg_print.c - the layout of print(expr)'s value: its type, structs member
 * by member (cg.c's cg_print records the value's bytes).
 *
 * Input: a D type. Output: the text ACT_PRINT carries as its fmt, which
 * the consumer prints the recorded bytes by (out/print_value.c), one line
 * per item, fields separated by tabs:
 *   S depth name type      a struct or union begins ("" name: the value itself)
 *   E depth                it ends
 *   I depth name type off size signed      an integer
 *   B depth name type off bit_off bit_size  a bit-field (in the 8 bytes at off)
 *   P depth name type off                  a pointer
 *   N depth name type off size v=NAME,...  an enum
 *   C depth name type off size             a char array or a string, printed as a string
 *   A depth name type off elemsize n flags an array of integers (flags: s signed, p pointers)
 *   T type                 a scalar value (the field is an integer)
 * Anonymous members are printed in their parent's place.
 *
 * print(p) of a pointer to a struct or union prints the struct it points
 * to as DTrace on Linux does (out/print_value.c, print_typed_deref): its
 * layout starts "*<TAB>pointer type" and then gives every item as
 *   KIND depth name type off size [more]
 * where depth counts from 0 (the struct itself), name is "" for an
 * anonymous member and "#" for an array element, and KIND is S/E (a
 * struct or union and its end), A or C/Z (an array, C of chars, and its
 * end: its elements follow at depth + 1), I (more: signed, char), B
 * (off is the bit offset from the item's byte, size its bits; more:
 * signed), P, F (a float) or N (more: v=NAME,...).
 */
#include "cg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/util.h"

enum { PRINT_MAX_LINES = 4000 }; /* layout lines at most (task_struct is some 600) */

struct layout {
	FILE *f;
	uint32_t lines;
};

static void lay_sou(struct cg_state *cg, struct layout *l, struct type *t, uint32_t depth, uint32_t off);

static const char *tname(const struct type *t)
{
	return type_str(t);
}

/* An enum's line (the same in both layouts): N depth name type off size v=NAME,... */
static void lay_enum(struct cg_state *cg, struct layout *l, const char *name, struct type *t, uint32_t depth,
		     uint32_t off)
{
	fprintf(l->f, "N\t%u\t%s\t%s\t%u\t%u\t", depth, name, tname(t), off, t->size);
	type_complete(cg->cc, t);
	for (uint32_t i = 0; t->sou && i < t->sou->ne; i++)
		fprintf(l->f, "%s%lld=%s", i ? "," : "", (long long)t->sou->e[i].value, t->sou->e[i].name);
	fputc('\n', l->f);
}

/* A layout is written to a memory stream and kept in the compiler's arena. */
static void layout_open(struct cg_state *cg, struct layout *l, char **buf, size_t *len)
{
	l->f = open_memstream(buf, len);
	if (!l->f)
		cc_error(cg->cc, cg->a.cur, D_CG_DYN, "print( ): out of memory");
}

/* (the stream sets *buf when it is closed) */
static const char *layout_close(struct cg_state *cg, struct layout *l, char **buf)
{
	const char *s;

	fclose(l->f);
	s = arena_strdup(&cg->cc->arena, *buf);
	free(*buf);
	return s;
}

/* One member (or array element) of type t at byte offset off, named name. */
static void lay_item(struct cg_state *cg, struct layout *l, const char *name, struct type *t, uint32_t depth,
		     uint32_t off, const struct member *m)
{
	if (++l->lines > PRINT_MAX_LINES)
		return;
	if (m && m->bit_size) {
		fprintf(l->f, "B\t%u\t%s\t%s\t%u\t%u\t%u\n", depth, name, tname(t), off, m->bit_off, m->bit_size);
		return;
	}
	switch (t->kind) {
	case TY_INT:
		fprintf(l->f, "I\t%u\t%s\t%s\t%u\t%u\t%d\n", depth, name, tname(t), off, t->size, t->is_signed);
		return;
	case TY_FLOAT:
		fprintf(l->f, "F\t%u\t%s\t%s\t%u\t%u\n", depth, name, tname(t), off, t->size);
		return;
	case TY_ENUM:
		lay_enum(cg, l, name, t, depth, off);
		return;
	case TY_PTR:
	case TY_FUNC:
		fprintf(l->f, "P\t%u\t%s\t%s\t%u\n", depth, name, tname(t), off);
		return;
	case TY_STRUCT:
	case TY_UNION:
		fprintf(l->f, "S\t%u\t%s\t%s\n", depth, name, tname(t));
		lay_sou(cg, l, t, depth + 1, off);
		fprintf(l->f, "E\t%u\n", depth);
		return;
	case TY_STRING: /* a translated struct's member: printed as a char array is */
		fprintf(l->f, "C\t%u\t%s\t%s\t%u\t%u\n", depth, name, tname(t), off, t->size);
		return;
	case TY_ARRAY:
		if (!t->n || !t->to->size)
			return;
		if (t->to->kind == TY_INT && t->to->size == 1) {
			fprintf(l->f, "C\t%u\t%s\t%s\t%u\t%u\n", depth, name, tname(t), off, t->size);
		} else if (type_is_scalar(t->to)) {
			fprintf(l->f, "A\t%u\t%s\t%s\t%u\t%u\t%u\t%s%s\n", depth, name, tname(t), off, t->to->size, t->n,
				t->to->is_signed ? "s" : "", t->to->kind == TY_PTR ? "p" : "");
		} else {
			for (uint32_t i = 0; i < t->n && l->lines <= PRINT_MAX_LINES; i++) {
				char el[64];

				snprintf(el, sizeof(el), "%s[%u]", name, i);
				lay_item(cg, l, el, t->to, depth, off + i * t->to->size, NULL);
			}
		}
		return;
	default:
		return;
	}
}

/* The members of struct or union t at byte offset off, anonymous ones in place. */
static void lay_sou(struct cg_state *cg, struct layout *l, struct type *t, uint32_t depth, uint32_t off)
{
	type_complete(cg->cc, t);
	for (uint32_t i = 0; t->sou && i < t->sou->n; i++) {
		const struct member *m = &t->sou->m[i];

		if (!m->name[0] && type_is_sou(m->ty))
			lay_sou(cg, l, m->ty, depth, off + m->off);
		else
			lay_item(cg, l, m->name, m->ty, depth, off + m->off, m);
	}
}

static bool is_char_type(const struct type *t)
{
	return t->kind == TY_INT && t->size == 1 &&
	       (!strcmp(t->name, "char") || !strcmp(t->name, "signed char") || !strcmp(t->name, "unsigned char"));
}

/* One item of print(p)'s struct (the layout above), at byte offset off. */
static void lay_deref(struct cg_state *cg, struct layout *l, const char *name, struct type *t, uint32_t depth,
		      uint32_t off, const struct member *m)
{
	if (++l->lines > PRINT_MAX_LINES)
		return;
	if (m && m->bit_size) {
		fprintf(l->f, "B\t%u\t%s\t%s\t%u\t%u\t%u\t%d\n", depth, name, tname(t), off, m->bit_off, m->bit_size,
			t->is_signed);
		return;
	}
	switch (t->kind) {
	case TY_INT:
		fprintf(l->f, "I\t%u\t%s\t%s\t%u\t%u\t%d\t%d\n", depth, name, tname(t), off, t->size, t->is_signed,
			is_char_type(t));
		return;
	case TY_FLOAT:
		fprintf(l->f, "F\t%u\t%s\t%s\t%u\t%u\n", depth, name, tname(t), off, t->size);
		return;
	case TY_ENUM:
		lay_enum(cg, l, name, t, depth, off);
		return;
	case TY_PTR:
	case TY_FUNC:
		fprintf(l->f, "P\t%u\t%s\t%s\t%u\t8\n", depth, name, tname(t), off);
		return;
	case TY_STRUCT:
	case TY_UNION:
		type_complete(cg->cc, t);
		fprintf(l->f, "S\t%u\t%s\t%s\t%u\t%u\n", depth, name, tname(t), off, t->size);
		for (uint32_t i = 0; t->sou && i < t->sou->n; i++) {
			const struct member *mm = &t->sou->m[i];

			lay_deref(cg, l, mm->name, mm->ty, depth + 1, off + mm->off, mm);
		}
		fprintf(l->f, "E\t%u\n", depth);
		return;
	case TY_STRING:
	case TY_ARRAY: {
		struct type *el = t->kind == TY_STRING ? cg->ck->tt.bt.char_t : t->to;
		uint32_t n = t->kind == TY_STRING ? t->size : t->n;

		if (!n || !el->size)
			return;
		fprintf(l->f, "%c\t%u\t%s\t%s\t%u\t%u\n", is_char_type(el) ? 'C' : 'A', depth, name, tname(t), off,
			el->size * n);
		for (uint32_t i = 0; i < n && l->lines <= PRINT_MAX_LINES; i++)
			lay_deref(cg, l, "#", el, depth + 1, off + i * el->size, NULL);
		fprintf(l->f, "Z\t%u\n", depth);
		return;
	}
	default:
		return;
	}
}

const char *cg_print_layout_deref(struct cg_state *cg, struct type *ptr)
{
	struct layout l = { 0 };
	char *buf = NULL;
	size_t len = 0;

	layout_open(cg, &l, &buf, &len);
	fprintf(l.f, "*\t%s\n", tname(ptr));
	lay_deref(cg, &l, "", ptr->to, 0, 0, NULL);
	return layout_close(cg, &l, &buf);
}

const char *cg_print_layout(struct cg_state *cg, struct type *t)
{
	struct layout l = { 0 };
	char *buf = NULL;
	size_t len = 0;

	layout_open(cg, &l, &buf, &len);
	if (type_is_sou(t) || t->kind == TY_ARRAY)
		lay_item(cg, &l, "", t, 0, 0, NULL);
	else
		fprintf(l.f, "T\t%s\n", tname(t));
	return layout_close(cg, &l, &buf);
}
