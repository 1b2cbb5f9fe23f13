/*
 * ast.c - AST nodes: allocation, kind names, and the tree dump.
 *
 * node_new() is how every stage makes nodes (in cc->arena, zeroed).
 * ast_dump() prints a tree one node per line, children indented under their
 * parent in the order a, b, c, then the list; it is what -x dump=ast shows
 * and what the parser's unit tests compare against. Nothing here knows the
 * grammar or types beyond printing them.
 */
#include "ast.h"

#include <ctype.h>
#include <inttypes.h>

#include "../base/arena.h"
#include "../base/util.h"
#include "cc.h"
#include "lex.h"

static const char *const kind_names[] = {
	[NODE_NONE] = "NONE",
	[NODE_PROGRAM] = "PROGRAM",
	[NODE_CLAUSE] = "CLAUSE",
	[NODE_PDESC] = "PDESC",
	[NODE_OPTION] = "OPTION",
	[NODE_DECL] = "DECL",
	[NODE_DSPEC] = "DSPEC",
	[NODE_DECLARATOR] = "DECLARATOR",
	[NODE_DPTR] = "DPTR",
	[NODE_DARRAY] = "DARRAY",
	[NODE_DFUNC] = "DFUNC",
	[NODE_TYPENAME] = "TYPENAME",
	[NODE_SOU] = "SOU",
	[NODE_ENUM] = "ENUM",
	[NODE_ENUMERATOR] = "ENUMERATOR",
	[NODE_INLINE] = "INLINE",
	[NODE_XLATOR] = "XLATOR",
	[NODE_XLMEMBER] = "XLMEMBER",
	[NODE_PROVIDER] = "PROVIDER",
	[NODE_PROBEDEF] = "PROBEDEF",
	[NODE_BLOCK] = "BLOCK",
	[NODE_EXPR_STMT] = "EXPR_STMT",
	[NODE_IF] = "IF",
	[NODE_EMPTY] = "EMPTY",
	[NODE_INT] = "INT",
	[NODE_STR] = "STR",
	[NODE_IDENT] = "IDENT",
	[NODE_SELFVAR] = "SELFVAR",
	[NODE_THISVAR] = "THISVAR",
	[NODE_AGG] = "AGG",
	[NODE_BINARY] = "BINARY",
	[NODE_ASSIGN] = "ASSIGN",
	[NODE_TERNARY] = "TERNARY",
	[NODE_COMMA] = "COMMA",
	[NODE_NEG] = "NEG",
	[NODE_UPLUS] = "UPLUS",
	[NODE_NOT] = "NOT",
	[NODE_BNOT] = "BNOT",
	[NODE_DEREF] = "DEREF",
	[NODE_ADDROF] = "ADDROF",
	[NODE_PREINC] = "PREINC",
	[NODE_PREDEC] = "PREDEC",
	[NODE_POSTINC] = "POSTINC",
	[NODE_POSTDEC] = "POSTDEC",
	[NODE_CAST] = "CAST",
	[NODE_SIZEOF_TYPE] = "SIZEOF_TYPE",
	[NODE_SIZEOF_EXPR] = "SIZEOF_EXPR",
	[NODE_OFFSETOF] = "OFFSETOF",
	[NODE_STRINGOF] = "STRINGOF",
	[NODE_XLATE] = "XLATE",
	[NODE_CALL] = "CALL",
	[NODE_INDEX] = "INDEX",
	[NODE_MEMBER] = "MEMBER",
	[NODE_PTRMEMBER] = "PTRMEMBER",
};
_Static_assert(ARRAY_LEN(kind_names) == NODE__COUNT, "kind_names out of sync with node_kind");

const char *node_kind_name(enum node_kind kind)
{
	if ((unsigned)kind >= NODE__COUNT || !kind_names[kind])
		return "?";
	return kind_names[kind];
}

struct node *node_new(struct cc *cc, enum node_kind kind, struct srcpos pos)
{
	struct node *n = ARENA_NEW(&cc->arena, struct node);

	n->kind = kind;
	n->pos = pos;
	return n;
}

/* DS_* flag names, in bit order. */
static const char *const ds_names[] = {
	"signed", "unsigned", "short",	"long",	  "longlong", "const", "volatile", "typedef",
	"self",	  "this",     "static", "extern", "register", "auto",  "userland",
};

static void dump_flags(FILE *f, uint64_t fl)
{
	for (size_t i = 0; i < ARRAY_LEN(ds_names); i++)
		if (fl & (1ull << i))
			fprintf(f, " %s", ds_names[i]);
}

/* Prints s[0..len) quoted, with C escapes for unprintable bytes. */
static void dump_quoted(FILE *f, const char *s, size_t len)
{
	fputc('"', f);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (isprint(c))
			fputc(c, f);
		else
			fprintf(f, "\\%03o", c);
	}
	fputc('"', f);
}

/* The one-line description of a node, without its children. */
static void dump_node_line(FILE *f, const struct node *n)
{
	fputs(node_kind_name(n->kind), f);
	switch (n->kind) {
	case NODE_PDESC:
		fprintf(f, " \"%s\" [%s:%s:%s:%s]", n->str ? n->str : "",
			n->pdesc[0] ? n->pdesc[0] : "", n->pdesc[1] ? n->pdesc[1] : "",
			n->pdesc[2] ? n->pdesc[2] : "", n->pdesc[3] ? n->pdesc[3] : "");
		break;
	case NODE_INT:
		fprintf(f, " %" PRIu64, n->ival);
		if (n->flags & NF_UNSIGNED)
			fputs(" u", f);
		if (n->flags & NF_LONG)
			fputs(" l", f);
		if (n->flags & NF_LONGLONG)
			fputs(" ll", f);
		if (n->flags & NF_CHAR)
			fputs(" char", f);
		if (n->flags & NF_OCTHEX)
			fputs(" octhex", f);
		break;
	case NODE_STR:
		fputc(' ', f);
		dump_quoted(f, n->str ? n->str : "", n->slen);
		break;
	case NODE_BINARY:
	case NODE_ASSIGN:
		fprintf(f, " %s", tok_str(n->op));
		break;
	case NODE_DSPEC:
		if (n->str)
			fprintf(f, " %s", n->str);
		dump_flags(f, n->ival);
		break;
	case NODE_DPTR:
		dump_flags(f, n->ival);
		break;
	case NODE_SOU:
		fprintf(f, " %s%s%s%s", n->ival ? "union" : "struct", n->str ? " " : "",
			n->str ? n->str : "", n->flags & NF_DEFINED ? " {}" : "");
		break;
	case NODE_ENUM:
		fprintf(f, "%s%s%s", n->str ? " " : "", n->str ? n->str : "",
			n->flags & NF_DEFINED ? " {}" : "");
		break;
	case NODE_DFUNC:
		if (n->ival)
			fputs(" ...", f);
		break;
	case NODE_OPTION:
	case NODE_DECLARATOR:
	case NODE_ENUMERATOR:
	case NODE_XLATOR:
	case NODE_XLMEMBER:
	case NODE_PROVIDER:
	case NODE_PROBEDEF:
	case NODE_IDENT:
	case NODE_SELFVAR:
	case NODE_THISVAR:
	case NODE_OFFSETOF:
	case NODE_CALL:
	case NODE_MEMBER:
	case NODE_PTRMEMBER:
		if (n->str)
			fprintf(f, " %s", n->str);
		break;
	case NODE_AGG:
		fprintf(f, " @%s", n->str ? n->str : "");
		break;
	default:
		break;
	}
	if (n->flags & NF_PAREN)
		fputs(" (paren)", f);
	fprintf(f, " <%u:%u>\n", n->pos.line, n->pos.col);
}

static void dump_rec(FILE *f, const struct node *n, int depth)
{
	fprintf(f, "%*s", depth * 2, "");
	dump_node_line(f, n);
	if (n->a)
		dump_rec(f, n->a, depth + 1);
	if (n->b)
		dump_rec(f, n->b, depth + 1);
	if (n->c)
		dump_rec(f, n->c, depth + 1);
	for (const struct node *k = n->list; k; k = k->next)
		dump_rec(f, k, depth + 1);
}

void ast_dump(FILE *f, const struct node *n)
{
	if (n)
		dump_rec(f, n, 0);
}
