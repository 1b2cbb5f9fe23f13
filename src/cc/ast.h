/*
 * ast.h - the abstract syntax tree (output of parse.c, input of check.c).
 *
 * One struct node for every construct. Children hang off a, b, c (fixed
 * operands) and list (a variable-length list chained through ->next). All
 * nodes live in cc->arena and start zeroed. The parser fills the syntactic
 * fields; check.c fills ->ty and the annotations behind ->ann (defined in
 * check.h, so that the parser never sees them).
 *
 * Field use by kind is given in the comment of each enum member:
 *   str    identifier / member / literal text (NUL-terminated, arena), slen its length
 *   ival   integer value
 *   op     a TOK_* from lex.h
 */
#ifndef CC_AST_H
#define CC_AST_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>

#include "../base/srcpos.h"

struct cc;
struct type;
struct node_ann;

enum node_kind {
	NODE_NONE,
	/* program structure */
	NODE_PROGRAM,    /* list = clauses, declarations, options, in source order */
	NODE_CLAUSE,     /* list = NODE_PDESC; a = predicate or NULL; b = NODE_BLOCK */
	NODE_PDESC,      /* pdesc[0..3] = provider, module, function, name; str = text as written */
	NODE_OPTION,     /* #pragma D option: str = name, a = NODE_STR value or NULL */
	/* declarations */
	NODE_DECL,       /* a = NODE_DSPEC; list = NODE_DECLARATOR (may be empty: "struct s {...};") */
	NODE_DSPEC,      /* declaration specifiers: ival = DS_* flags; str = base type name
			  * ("int", "char", "string", a typedef name...) or NULL; a = NODE_SOU/NODE_ENUM */
	NODE_DECLARATOR, /* str = name or NULL (abstract); list = derivations, outermost first:
			  * NODE_DPTR, NODE_DARRAY, NODE_DFUNC; a = bit-field width or NULL.
			  * "int *a[3]" is [DARRAY, DPTR]: apply the list from its end to the base */
	NODE_DPTR,       /* "*" ; ival = DS_CONST/DS_VOLATILE qualifiers */
	NODE_DARRAY,     /* "[" expr "]": a = dimension or NULL; list = key types (NODE_TYPENAME)
			  * when the brackets hold type names (associative array declaration) */
	NODE_DFUNC,      /* "(" params ")": list = NODE_DECL params; ival = 1 if "..." */
	NODE_TYPENAME,   /* a type in a cast, sizeof, offsetof, xlate: a = NODE_DSPEC, b = NODE_DECLARATOR */
	NODE_SOU,        /* struct/union: str = tag or NULL; ival = 1 for union; list = NODE_DECL
			  * members; flags & NF_DEFINED when it has a body */
	NODE_ENUM,       /* enum: str = tag or NULL; list = NODE_ENUMERATOR; flags & NF_DEFINED */
	NODE_ENUMERATOR, /* str = name; a = value expr or NULL */
	NODE_INLINE,     /* inline: a = NODE_DSPEC; b = NODE_DECLARATOR; c = value expr */
	NODE_XLATOR,     /* translator: a = output NODE_TYPENAME; b = input NODE_TYPENAME;
			  * str = input identifier; list = NODE_XLMEMBER */
	NODE_XLMEMBER,   /* str = member name; a = expr */
	NODE_PROVIDER,   /* provider: str = name; list = NODE_PROBEDEF */
	NODE_PROBEDEF,   /* probe in a provider: str = name as written (__ for -); a = NODE_DFUNC
			  * native arguments; b = NODE_DFUNC translated arguments or NULL */
	/* statements */
	NODE_BLOCK,      /* "{" stmts "}": list = statements */
	NODE_EXPR_STMT,  /* expr ";": a = expr */
	NODE_IF,         /* "if" "(" a ")" b ["else" c] */
	NODE_EMPTY,      /* ";" */
	/* expressions: primary */
	NODE_INT,        /* ival; flags NF_UNSIGNED/NF_LONG/NF_LONGLONG from the suffix, NF_CHAR for 'c' */
	NODE_STR,        /* string literal: str (escapes decoded), slen */
	NODE_IDENT,      /* identifier: str (built-in, global, enumerator, inline, ...) */
	NODE_SELFVAR,    /* self->str (thread-local) */
	NODE_THISVAR,    /* this->str (clause-local) */
	NODE_AGG,        /* @str (str "" for @); list = keys for @str[k1, k2] */
	/* expressions: operators */
	NODE_BINARY,     /* a op b: op one of + - * / % << >> < <= > >= == != & ^ | && ^^ || */
	NODE_ASSIGN,     /* a op b: op one of = += -= *= /= %= <<= >>= &= ^= |= */
	NODE_TERNARY,    /* a ? b : c */
	NODE_COMMA,      /* a , b */
	NODE_NEG,        /* -a */
	NODE_UPLUS,      /* +a */
	NODE_NOT,        /* !a */
	NODE_BNOT,       /* ~a */
	NODE_DEREF,      /* *a */
	NODE_ADDROF,     /* &a */
	NODE_PREINC,     /* ++a */
	NODE_PREDEC,     /* --a */
	NODE_POSTINC,    /* a++ */
	NODE_POSTDEC,    /* a-- */
	NODE_CAST,       /* (a) b: a = NODE_TYPENAME */
	NODE_SIZEOF_TYPE,/* sizeof (a): a = NODE_TYPENAME */
	NODE_SIZEOF_EXPR,/* sizeof a */
	NODE_OFFSETOF,   /* offsetof(a, str): a = NODE_TYPENAME */
	NODE_STRINGOF,   /* stringof a */
	NODE_XLATE,      /* xlate < a > ( b ): a = NODE_TYPENAME */
	NODE_CALL,       /* str(args): list = arguments */
	NODE_INDEX,      /* a[list]: array, args[], associative array (several keys) */
	NODE_MEMBER,     /* a.str */
	NODE_PTRMEMBER,  /* a->str */
	NODE__COUNT
};

/* NODE_DSPEC flags (ival) */
enum {
	DS_SIGNED    = 1 << 0,
	DS_UNSIGNED  = 1 << 1,
	DS_SHORT     = 1 << 2,
	DS_LONG      = 1 << 3,
	DS_LONGLONG  = 1 << 4,
	DS_CONST     = 1 << 5,
	DS_VOLATILE  = 1 << 6,
	DS_TYPEDEF   = 1 << 7,  /* storage class: typedef */
	DS_SELF      = 1 << 8,  /* self int x; */
	DS_THIS      = 1 << 9,  /* this int x; */
	DS_STATIC    = 1 << 10,
	DS_EXTERN    = 1 << 11,
	DS_REGISTER  = 1 << 12,
	DS_AUTO      = 1 << 13,
	DS_USERLAND  = 1 << 14, /* userland int *p; */
};

/* node flags */
enum {
	NF_UNSIGNED = 1 << 0, /* integer literal suffix u/U */
	NF_LONG     = 1 << 1, /* suffix l/L */
	NF_LONGLONG = 1 << 2, /* suffix ll/LL */
	NF_CHAR     = 1 << 3, /* character constant */
	NF_DEFINED  = 1 << 4, /* struct/union/enum with a body */
	NF_PAREN    = 1 << 5, /* expression was parenthesized */
	NF_OCTHEX   = 1 << 6, /* integer literal written in octal or hex (C's typing rules) */
	NF_CURCPU   = 1 << 7, /* NODE_CAST of curcpu (a built-in pointer in DTrace, an xlate here) */
	NF_NULL     = 1 << 8, /* NODE_INT that was NULL (DTrace's int 0, a null pointer constant) */
	NF_ADDROF   = 1 << 9, /* NODE_INDEX under &: its index may be one past the end, as in C */
};

struct node {
	enum node_kind kind;
	struct srcpos pos;       /* representative token: operator, function name, ... */
	int op;                  /* TOK_* for NODE_BINARY / NODE_ASSIGN */
	uint32_t flags;          /* NF_* */
	struct node *a, *b, *c;  /* fixed operands, see enum node_kind */
	struct node *list;       /* first child of a list; children chained by ->next */
	struct node *next;       /* next sibling in the parent's list */
	const char *str;         /* identifier, member name, literal text (arena) */
	size_t slen;             /* length of str (string literals may hold NULs) */
	uint64_t ival;           /* integer value; DS_* flags for NODE_DSPEC */
	const char *pdesc[4];    /* NODE_PDESC: provider, module, function, name ("" = any) */
	struct type *ty;         /* set by check.c for every expression */
	struct node_ann *ann;    /* set by check.c; see check.h */
};

/* Returns the number of nodes in a list. */
static inline size_t node_list_len(const struct node *n)
{
	size_t len = 0;

	for (; n; n = n->next)
		len++;
	return len;
}

const char *node_kind_name(enum node_kind kind);
/* Returns a zeroed node of the given kind at pos, allocated in cc->arena. */
struct node *node_new(struct cc *cc, enum node_kind kind, struct srcpos pos);
/* Prints the tree under n, one node per line, children indented (-x dump=ast). */
void ast_dump(FILE *f, const struct node *n);

#endif
