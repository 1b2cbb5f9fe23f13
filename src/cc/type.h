/*
 * type.h - the D type system (used by check.c, cg.c and rt/btf.c).
 *
 * A struct type describes one D type: integers, pointers (kernel or
 * userland), arrays, D strings (fixed size), struct/union/enum, functions.
 * Typedefs are copies of their target with a different name (structs share
 * their member list through ->sou), so no code has to strip typedefs.
 * Kernel structs come from BTF through cc->host->kernel_type and are filled
 * lazily: a struct's members are resolved the first time they are asked for
 * (task_struct reaches half the kernel). Everything lives in cc->arena.
 */
#ifndef CC_TYPE_H
#define CC_TYPE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

struct cc;

enum type_kind {
	TY_VOID,
	TY_INT,    /* char ... long long, enums are TY_ENUM */
	TY_PTR,    /* to: target; userland: points into user memory */
	TY_ARRAY,  /* to: element; n: dimension */
	TY_STRING, /* D string: size bytes, NUL-terminated within */
	TY_STRUCT,
	TY_UNION,
	TY_ENUM,   /* an int-sized integer with named constants */
	TY_FUNC,   /* to: return type (kernel function pointers only) */
	TY_STACK,  /* stack() / ustack() as a key: n frames; userland for ustack (pid first) */
	TY_FLOAT,  /* float, double, long double: stored and printed, never computed with (as in DTrace) */
};

struct type;

struct member {
	const char *name;     /* "" for an anonymous struct/union member */
	struct type *ty;
	uint32_t off;         /* bytes from the start of the struct */
	uint8_t bit_off;      /* bit-field: bits from off (little-endian) */
	uint8_t bit_size;     /* 0 = not a bit-field */
};

struct enumerator {
	const char *name;
	int64_t value;
};

/* Members of a struct or union, or the constants of an enum; shared by typedef copies. */
struct sou {
	struct member *m;
	uint32_t n, cap;
	struct enumerator *e;
	uint32_t ne, ecap;
	bool defined;          /* has a body (size and members known) */
	/* lazily filled kernel type: called once by type_complete() */
	void (*complete)(struct cc *cc, struct type *t);
	void *cctx;
	int64_t ext_id;        /* the provider of the type's own id (BTF type id) */
};

struct type {
	enum type_kind kind;
	const char *name;      /* as printed: "int", "pid_t", "struct task_struct", "char *" */
	uint32_t size;         /* bytes */
	uint32_t align;
	bool is_signed;
	bool userland;         /* TY_PTR: userland pointer */
	bool is_kernel;        /* from BTF */
	uint8_t sym;           /* TY_INT from sym(), usym()...: the enum field_kind it prints as (0: none) */
	struct type *to;       /* TY_PTR target, TY_ARRAY element, TY_FUNC return */
	uint32_t n;            /* TY_ARRAY dimension */
	struct sou *sou;       /* TY_STRUCT, TY_UNION, TY_ENUM */
};

/* The built-in types, created by type_init(). */
struct type_builtins {
	struct type *void_t, *char_t, *uchar_t, *short_t, *ushort_t, *int_t, *uint_t;
	struct type *long_t, *ulong_t, *llong_t, *ullong_t;
	struct type *string_t;  /* string of opts.strsize */
	struct type *voidp_t;   /* void * */
	struct type *charp_t;   /* char * */
};

/* The type table of one compile (lives in check_state). */
struct type_table {
	struct type_builtins bt;
	struct type_name *names; /* typedef and built-in names, linked */
	struct type_name *tags;  /* struct/union/enum tags declared in D */
	void *host_memo;         /* the kernel type importer's memo (rt/btf.c), which owns it */
};

void type_init(struct cc *cc, struct type_table *tt);

struct type *type_new(struct cc *cc, enum type_kind kind, const char *name, uint32_t size);
struct type *type_int(struct cc *cc, const char *name, uint32_t size, bool is_signed);
struct type *type_float(struct cc *cc, const char *name, uint32_t size);
struct type *type_ptr(struct cc *cc, struct type *to, bool userland);
struct type *type_array(struct cc *cc, struct type *elem, uint32_t n);
struct type *type_string(struct cc *cc, uint32_t size);
struct type *type_sou(struct cc *cc, enum type_kind kind, const char *tag);
struct type *type_typedef(struct cc *cc, struct type *t, const char *name);
void type_add_member(struct cc *cc, struct type *sou, const char *name, struct type *ty, uint32_t off,
		     uint8_t bit_off, uint8_t bit_size);
void type_add_enumerator(struct cc *cc, struct type *en, const char *name, int64_t value);

/*
 * Looks up a type name: built-ins, D typedefs, then the kernel's ("struct task_struct" too);
 * also "T (*)(...)", a pointer to a function returning T.
 */
struct type *type_lookup(struct cc *cc, struct type_table *tt, const char *name);
/* Looks up a D-declared or built-in type name only (no kernel types). */
struct type *type_find_name(struct type_table *tt, const char *name);
/* Registers a D typedef or built-in name. */
void type_define(struct cc *cc, struct type_table *tt, const char *name, struct type *t);
/* Looks up / registers a D struct/union/enum tag (name includes the keyword: "struct foo"). */
struct type *type_lookup_tag(struct type_table *tt, const char *tagname);
void type_define_tag(struct cc *cc, struct type_table *tt, const char *tagname, struct type *t);

/* Fills a lazily-imported struct; no-op otherwise. */
void type_complete(struct cc *cc, struct type *t);
/* Finds a member (searching anonymous members); *off gets its byte offset from t. */
const struct member *type_member(struct cc *cc, struct type *t, const char *name, uint32_t *off);
/* Finds an enumerator by name in t. */
bool type_enum_value(struct type *t, const char *name, int64_t *value);

bool type_is_int(const struct type *t);     /* integer or enum */
bool type_is_arith(const struct type *t);   /* D has no floats: same as int */
bool type_is_ptr(const struct type *t);     /* pointer (arrays decay) */
bool type_is_scalar(const struct type *t);  /* int, enum, pointer */
bool type_is_string(const struct type *t);
bool type_is_sou(const struct type *t);
/* long double: 16 bytes (x86-64's 80-bit extended, padded), wider than a register */
bool type_is_ldouble(const struct type *t);
bool type_is_void(const struct type *t);
/* True if a value of t is its bytes, not a register: strings, structs, unions, arrays, long double. */
bool type_is_byref(const struct type *t);
/* True if the pointer target is char (char * and char[] can be used as strings). */
bool type_is_charptr(const struct type *t);

/* C integer promotion of an integer type. */
struct type *type_promote(struct cc *cc, struct type_table *tt, struct type *t);
/* C usual arithmetic conversions of two integer types. */
struct type *type_arith_common(struct cc *cc, struct type_table *tt, struct type *a, struct type *b);
/*
 * The type of D's arithmetic and bitwise operators on two integer types,
 * DTrace's rule: no integer promotion (an enum is an int), the larger
 * type, and of two of one size the unsigned one (unsigned char + signed
 * char is an unsigned char).
 */
struct type *type_arith_result(struct cc *cc, struct type_table *tt, struct type *a, struct type *b);
/* True if values of `from` may be assigned to a `to` (D's rules, loosely C's). */
bool type_assignable(const struct type *to, const struct type *from);
/* Same type for the purpose of variable and key redeclaration checks. */
bool type_same(const struct type *a, const struct type *b);

/* Prints the type as D spells it. */
const char *type_str(const struct type *t);
void type_dump(FILE *f, const struct type *t);

#endif
