/*
 * check.h - name resolution and typing (stage 3). Owned by check.c.
 * The three entry points below are used by cc.c and parse.c; keep them
 * stable. The rest describes what the checker leaves for cg.c: annotations
 * on nodes (struct node_ann), variables, aggregations and clauses.
 */
#ifndef CC_CHECK_H
#define CC_CHECK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "cc.h"
#include "../base/ptrmap.h"
#include "type.h"

/* Types every clause of the program; cc_error() on the first user error. */
void check_program(struct cc *cc);
/* Records that probe description pd (a NODE_PDESC of a clause) matched these probes. */
void check_note_matches(struct cc *cc, const struct node *pd, struct probe **probes, uint32_t n);
/* True if name is a type name in scope: D built-in, script typedef, or kernel typedef (parser feedback). */
bool check_is_typename(struct cc *cc, const char *name);
/* Prints every D-declared type, variable and aggregation (-x dump=types). */
void check_dump_types(FILE *f, struct cc *cc);

/*
 * uregs[] indexes below this are words of struct pt_regs; R_DS, R_ES, R_FS,
 * R_GS and R_TRAPNO (this and the four after it) are read from the task's
 * thread_struct, where x86_64 Linux keeps them.
 */
#define UREGS_PT_REGS 21

enum builtin_id {
#define BUILTIN(name, type, id) id,
#include "builtins.def"
#undef BUILTIN
	BI__COUNT
};

enum func_id {
#define FUNC(name, kind, proto, cg) FN_##name,
#include "funcs.def"
#undef FUNC
	FN__COUNT
};

enum func_kind {
	FK_SUBR,
	FK_ACTION,
	FK_AGG,
};

/* A function's row from funcs.def with its parsed prototype. */
struct func_def {
	const char *name;
	enum func_kind kind;
	enum func_id id;
	const char *proto;
	struct type *ret;
	struct type *params[8];  /* NULL = "@" (any type) */
	uint32_t nreq, nparams;  /* required, and required + optional */
	bool varargs;
};

enum var_scope {
	VAR_GLOBAL, /* name: array map MAPR_GLOBALS at off */
	VAR_TLS,    /* self->name: MAPR_TLS, key (tid, id) */
	VAR_THIS,   /* this->name: per-CPU scratch at off */
	VAR_ASSOC,  /* name[keys]: a MAPR_ASSOC hash of its own */
};

struct var {
	const char *name;
	enum var_scope scope;
	struct type *ty;        /* NULL until the first assignment */
	uint32_t id;            /* TLS variable id; index among variables of its scope */
	uint32_t off;           /* VAR_GLOBAL: offset in the globals value; VAR_THIS: in scratch */
	struct type **keys;     /* VAR_ASSOC key types */
	uint32_t nkeys;
	uint32_t key_size;      /* VAR_ASSOC: packed key tuple size (with the tid first if tls) */
	bool tls;               /* VAR_ASSOC: self->name[keys], keyed by thread too */
	uint32_t map;           /* VAR_ASSOC: index into maps[] (set by cg) */
	bool alloca_set;        /* a pointer was assigned: is_alloca says whether alloca()'s */
	bool is_alloca;         /* holds pointers into alloca()'d scratch (DTrace's taint) */
	struct srcpos pos;
	struct var *next;
};

struct agg {
	const char *name;        /* "" for @ */
	uint32_t id;             /* index into prog_desc.aggs */
	enum agg_func func;
	bool func_set;
	struct type **keys;
	uint32_t nkeys;
	bool keys_set;
	uint32_t key_size;       /* packed key tuple, >= 8 */
	uint32_t *key_off;       /* nkeys offsets in the key */
	const char **key_names;  /* nkeys: the variable a key is (execname, self->x: "x"), or NULL */
	uint32_t val_size;
	int64_t param[4];
	uint32_t map;            /* index into maps[] (set by cg) */
	struct srcpos pos;
	struct agg *next;
};

enum ann_kind {
	ANN_NONE,
	ANN_BUILTIN,   /* NODE_IDENT (or NODE_INDEX on args): builtin */
	ANN_VAR,       /* NODE_IDENT/SELFVAR/THISVAR, NODE_INDEX on an associative array: var */
	ANN_FUNC,      /* NODE_CALL: func */
	ANN_AGG,       /* NODE_AGG: agg */
	ANN_STRCONST,  /* NODE_STR: stroff in the string table */
	ANN_MEMBER,    /* NODE_MEMBER/PTRMEMBER: off, member */
};

struct node_ann {
	enum ann_kind kind;
	enum builtin_id builtin;
	struct var *var;
	const struct func_def *func;
	struct agg *agg;
	uint32_t off;                /* ANN_MEMBER: byte offset; ANN_STRCONST: strtab offset */
	const struct member *member;
	uint32_t argno;              /* args[N] with constant N */
	struct rec_field *fields;    /* ACTION calls: the record fields of its arguments (cg) */
	struct check_xlator *xl;     /* NODE_XLATE: its translator */
	struct check_xfield *xfields; /* NODE_XLATE used whole: the members it fills, or NULL */
	uint32_t decl_dim;           /* a translated member declared an array: its dimension (0: not) */
};

/* A member of a whole translated struct: its place and the expression that fills it. */
struct check_xfield {
	const struct member *m;      /* of the output type */
	uint32_t off;                /* bytes from the struct's start */
	struct node *expr;           /* the translator's expression, applied to the input, checked */
	struct check_xfield *next;
};

/* translator OUT < IN param > { member = expr; ... }; */
struct check_xlator {
	struct type *out;            /* struct or union */
	struct type *in;
	const char *param;           /* the input's name in the member expressions */
	struct node *members;        /* NODE_XLMEMBER list */
	bool lib;                    /* the D library's (dlib.c): a member's first definition
				      * that compiles against this kernel counts */
	struct check_xlator *next;
};

/* A probe of a provider definition: provider NAME { probe NAME(natives) [: (translated)]; }; */
struct check_probedef {
	struct node *node;           /* NODE_PROBEDEF */
	const char *name;            /* as probes are named: "__" in the definition reads "-" */
	uint32_t nargc, xargc;
	struct type **nargv;         /* the native arguments' types, as the program passes them */
	struct type **xargv;         /* args[] types: the translated list, else nargv */
	uint32_t *mapping;           /* args[i] comes from native argument mapping[i] */
	struct check_xlator **xl;    /* args[i]'s translator from its native type, or NULL */
	struct check_probedef *next;
};

/* provider NAME { ... }; in the program. */
struct check_provdef {
	struct node *node;           /* NODE_PROVIDER (the first definition) */
	const char *name;
	struct check_probedef *probes; /* in definition order */
	struct check_provdef *next;  /* definition order */
};

/* A printa() with a format, checked against its aggregation's keys at the end. */
struct check_printa {
	struct node *call;
	struct agg *agg;
	struct check_printa *next;
};

/* A clause with the probes it matched. */
struct check_clause {
	struct node *node;           /* NODE_CLAUSE */
	uint32_t index;              /* in script order */
	struct probe **probes;
	uint32_t nprobes, cap;
	struct ptrmap *probe_set;    /* its probes, as keys (check_note_matches) */
	struct check_clause *orig;   /* a copy split_clauses made: the clause as written (whose
				      * node's descriptions are an attach point's pdescs) */
	struct check_clause *next;
};

/* An enumerator declared in D: a named integer constant. */
struct check_const {
	const char *name;
	int64_t value;
	struct type *ty;
	struct node *expr;       /* inline: the expression NAME stands for */
	struct node *params;     /* inline NAME[T1 p1, ...]: its parameters (NODE_TYPENAME, named), or NULL */
	bool expanding;          /* its expression is being checked where used (a recursion is undefined) */
	struct check_const *next;
};

struct check_state {
	struct type_table tt;
	struct check_const *consts;
	struct check_xlator *xlators;
	struct check_provdef *provdefs; /* provider definitions, in program order */
	struct check_printa *printas;
	struct check_printa *printa_joins; /* printa(@a, @b, ...): their stack keys made one layout */
	struct func_def funcs[FN__COUNT];
	struct type *builtin_ty[BI__COUNT];
	struct var *vars;            /* every variable, newest first */
	struct var **var_tab;        /* the same, hashed by scope and name (var_find) */
	uint32_t nvars, var_cap;     /* var_cap: 0 or a power of two */
	uint32_t nglobals_size;      /* bytes of globals (after the reserved header) */
	uint32_t nthis_size;         /* bytes of clause-locals */
	uint32_t ntls;
	uint32_t tls_val_size;       /* value size of the TLS map: max over TLS variables */
	struct agg *aggs;            /* oldest first */
	uint32_t naggs;
	struct check_clause *clauses, *clauses_tail;
	uint32_t nclauses;
	struct ptrmap clause_of;     /* NODE_CLAUSE -> its check_clause */
	struct ptrmap pd_clause;     /* NODE_PDESC -> the NODE_CLAUSE it describes */
	struct node *pd_scanned;     /* the last item pd_clause has seen */
	char *strtab;                /* string constants, NUL-terminated each */
	uint32_t strtab_len, strtab_cap;
	struct check_clause *cur;    /* clause being checked */
	bool in_pred;
	const char *deferred_msg;    /* an error of the clause raised after its order of actions */
	enum errtag deferred_tag;
	struct srcpos deferred_pos;
	struct node *xlate_operand;  /* the operand of the . or -> being checked: an xlate there
				      * is read a member at a time, not built whole */
	bool uses_speculation;       /* speculation() is called: cg.c makes MAPR_SPEC */
	bool uses_alloca;            /* alloca() is called: cg.c lays out its space (alloca_off) */
	bool uses_strtok;            /* strtok() keeps its string across calls (cg.c strtok_off) */
	bool uses_strfind;           /* index(), rindex() or strstr() of a needle that is not a
				      * constant: cg.c lays out find_off */
	bool uses_timestamp;         /* timestamp or walltimestamp: read once per firing (cg.c ts_off) */
};

/* Returns the check state (created on first use). */
struct check_state *check_state(struct cc *cc);
/* The size of a value of type t in a record, key or variable (strings: their size). */
uint32_t check_value_size(const struct type *t);
/* Which stack a stack(), ustack() or jstack() without an argument records. */
enum check_stack { CHECK_STACK_KERNEL, CHECK_STACK_USER, CHECK_STACK_JAVA };
/* Its frames: -x stackframes, ustackframes, jstackframes. */
uint32_t check_stack_depth(struct cc *cc, enum check_stack which);
/*
 * True if expression n (checked) names storage of a D variable: the
 * variable, an associative array's element, or a member or element of one.
 */
bool check_in_dvar(const struct node *n);
/*
 * True if expression n (checked) is a pointer into alloca()'d scratch, as
 * DTrace taints them: alloca()'s value, through casts, pointer arithmetic,
 * & of memory it reaches, and the variables that hold them.
 */
bool check_ptr_is_alloca(const struct node *n);
/*
 * The bytes alloca() may hand out in one clause: -x scratchsize (rounded
 * up to 8) if set, else CHECK_ALLOCA_DEFAULT; at most CHECK_ALLOCA_MAX, as
 * BPF instructions reach the scratch map's value with 16-bit offsets.
 */
#define CHECK_ALLOCA_DEFAULT 4096
#define CHECK_ALLOCA_MAX 8192
uint32_t check_alloca_space(const struct cc *cc);
/* True if memory lvalue n (*p, p[i], p->m, and members of those) is reached through such a pointer. */
bool check_mem_is_alloca(const struct node *n);
/*
 * Applies DTrace's rules on the order of a clause's actions around
 * speculate() and commit() (D_SPEC_*, D_COMM_*, D_AGG_SPEC, D_ACT_SPEC, ...)
 * to the checked statements of body (check_spec.c).
 */
void check_spec_order(struct cc *cc, struct node *body);
/* Interns a string constant in the string table; returns its offset. */
uint32_t check_strtab_add(struct cc *cc, const char *s, size_t len);

/* Bytes at the start of the globals value that are not D variables: GLOBALS_WALLTIME_OFF
 * (prog.h), then CHECK_SPEC_OFF (unused: speculation ids are MAPR_SPEC's), then
 * GLOBALS_LIVE_OFF (prog.h). */
#define CHECK_SPEC_OFF 8
#define CHECK_GLOBALS_RESERVED 24

#endif
