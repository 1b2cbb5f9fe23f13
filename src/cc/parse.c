/*
 * parse.c - recursive-descent parser for the whole D grammar (stage 2 of 8).
 *
 * Input: tokens from lex.c, asked for in the lexical mode each place of the
 * grammar needs (LEX_OUTER between clauses, LEX_EXPR elsewhere). Output:
 * the items of one compile unit appended to cc->prog (see ast.h for the
 * nodes), and #pragma D option lines appended to cc->pragmas as well.
 *
 * Invariants: every node carries the position of its representative token
 * (the operator of a binary node, the name of a call, the first probe
 * description of a clause); items are appended to cc->prog when they start,
 * so that a #pragma inside or after them keeps source order. The first error
 * ends the parse through cc_error() (no recovery). The parser builds syntax
 * only: types, names and lvalues are check.c's business. Each parse function
 * carries its production as the first line of its comment, so the grammar can
 * be read from top to bottom.
 */
#include "parse.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../base/util.h"
#include "check.h"
#include "dlib.h"
#include "lex.h"

struct parser {
	struct cc *cc;
	struct lexer lx;
	struct token tok; /* the lookahead */
	bool in_pred;	  /* a TOKF_EPRED "/" ends the expression (predicate, outside brackets) */
	int pred_close;	  /* inside brackets in a predicate: the TOK_ that closes them, else 0 */
	bool dump_tokens; /* -x dump=tokens */
	int depth;	  /* nesting of the recursive productions (nest_enter) */
	struct deftag *tags; /* the struct, union and enum tags defined so far */
};

/* A tag the program defined, with its keyword ("struct", "union", "enum"). */
struct deftag {
	const char *kw;
	const char *name; /* not NUL-terminated: len bytes */
	size_t len;
	struct deftag *next;
};

/*
 * How deeply expressions, statements and declarators may nest. Parsing,
 * checking and code generation recurse over the tree, so without a bound a
 * script of a million "(" overflows dtrace's stack. DTrace's yacc parser
 * stops at its stack's depth too; a thousand is far beyond any real script.
 */
#define PARSE_MAX_NEST 1000
#define PARSE_MAX_TREE (3 * PARSE_MAX_NEST) /* an if's body is two levels (IF, BLOCK) below it */

static struct node *parse_expr(struct parser *p);
static struct node *parse_assign(struct parser *p);
static struct node *parse_cond(struct parser *p);
static struct node *parse_cast(struct parser *p);
static struct node *parse_unary(struct parser *p);
static struct node *parse_postfix_ops(struct parser *p, struct node *e);
static struct node *parse_type_name(struct parser *p, bool lenient);
static struct node *parse_dspec(struct parser *p, bool lenient);
static struct node *parse_declarator(struct parser *p, int want);
static struct node *parse_statement(struct parser *p);
static void parse_pragma(struct parser *p, const struct token *t);

/* Declarator kinds parse_declarator() accepts. */
enum {
	DECL_NAMED,    /* must have a name: declarations */
	DECL_ABSTRACT, /* must not: type names in casts, sizeof, xlate */
	DECL_EITHER,   /* parameters, array keys, bit-field members */
};

/* ---- tokens ---- */

/* Reads the next token in `mode`, acting on #pragma lines on the way. */
static void advance(struct parser *p, enum lex_mode mode)
{
	for (;;) {
		lex_next(&p->lx, mode, &p->tok);
		if (p->dump_tokens)
			lex_dump_token(stdout, &p->tok);
		if (p->tok.kind != TOK_PRAGMA)
			return;
		parse_pragma(p, &p->tok);
	}
}

static void next(struct parser *p)
{
	advance(p, LEX_EXPR);
}

static _Noreturn void syntax_error(struct parser *p)
{
	const struct token *t = &p->tok;

	if (t->kind == TOK_EOF)
		cc_error(p->cc, t->pos, D_SYNTAX, "syntax error near end of input");
	cc_error(p->cc, t->pos, D_SYNTAX, "syntax error near \"%.*s\"", (int)t->rawlen, t->raw);
}

static bool is(const struct parser *p, enum tok_kind kind)
{
	return p->tok.kind == kind;
}

/* Consumes a token of the given kind, then reads the next one in `mode`. */
static void expect_mode(struct parser *p, enum tok_kind kind, enum lex_mode mode)
{
	if (p->tok.kind != kind)
		syntax_error(p);
	advance(p, mode);
}

static void expect(struct parser *p, enum tok_kind kind)
{
	expect_mode(p, kind, LEX_EXPR);
}

/* Consumes an identifier and returns its text. */
static const char *expect_ident(struct parser *p)
{
	const char *s = p->tok.text;

	if (!is(p, TOK_IDENT))
		syntax_error(p);
	next(p);
	return s;
}

/*
 * Consumes a member name after ".", "->", "self->", "this->" or offsetof(T,. Keywords are
 * allowed there, since kernel structs have members such as "probe" or "counter".
 */
static const char *expect_member(struct parser *p)
{
	const char *s = p->tok.text;

	if (!is(p, TOK_IDENT) && p->tok.kind < TOK_AUTO)
		syntax_error(p);
	next(p);
	return s;
}

static struct node *node_at(struct parser *p, enum node_kind kind)
{
	return node_new(p->cc, kind, p->tok.pos);
}

/* Appends n to the list whose tail pointer is *tail. */
static void list_add(struct node ***tail, struct node *n)
{
	**tail = n;
	*tail = &n->next;
}

/* Appends an item to the program, keeping cc->prog_tail. */
static void add_item(struct parser *p, struct node *item)
{
	struct cc *cc = p->cc;

	if (cc->prog_tail)
		cc->prog_tail->next = item;
	else
		cc->prog->list = item;
	cc->prog_tail = item;
}

/* ---- type names ---- */

/* True if name was declared by a typedef in the program so far. */
static bool script_typedef(struct cc *cc, const char *name)
{
	for (const struct cc_typedef *td = cc->script_typedefs; td; td = td->next) {
		const struct node *it = td->decl;

		for (const struct node *d = it->list; d; d = d->next)
			if (d->str && strcmp(d->str, name) == 0)
				return true;
	}
	return false;
}

/* True if name is a type name: a typedef of this program or of the D library, or one the checker knows. */
static bool is_typename(struct cc *cc, const char *name)
{
	return script_typedef(cc, name) || check_is_typename(cc, name) || dlib_is_typedef(name);
}

/*
 * The type name in D`name, DTrace's scope of the D program's own and
 * intrinsic types ((D`int)x, (D`my_t *)p), or NULL for another name.
 */
static const char *d_scoped(struct cc *cc, const char *text)
{
	static const char *const words[] = { "char", "short", "int", "long", "float", "double",
					     "signed", "unsigned", "void", "string" };

	if (strncmp(text, "D`", 2) != 0)
		return NULL;
	for (size_t i = 0; i < ARRAY_LEN(words); i++)
		if (strcmp(text + 2, words[i]) == 0)
			return text + 2;
	return is_typename(cc, text + 2) ? text + 2 : NULL;
}

/* True if the lookahead can start a type name (cast, sizeof, parameter, key type). */
static bool type_start(struct parser *p)
{
	switch (p->tok.kind) {
	case TOK_CHAR:
	case TOK_CONST:
	case TOK_DOUBLE:
	case TOK_ENUM:
	case TOK_FLOAT:
	case TOK_INT_KW:
	case TOK_LONG:
	case TOK_RESTRICT:
	case TOK_SHORT:
	case TOK_SIGNED:
	case TOK_STRING:
	case TOK_STRUCT:
	case TOK_UNION:
	case TOK_UNSIGNED:
	case TOK_USERLAND:
	case TOK_VOID:
	case TOK_VOLATILE:
		return true;
	case TOK_IDENT: /* D`name is a type, or no name at all: the D scope holds no symbols */
		return is_typename(p->cc, p->tok.text) || !strncmp(p->tok.text, "D`", 2);
	default:
		return false;
	}
}

/* The lexer's test of a name in the outer scope: a type, D`-scoped ones too ("D`int x;"). */
static bool lex_typename(struct cc *cc, const char *name)
{
	return is_typename(cc, name) || d_scoped(cc, name);
}

/* True if the lookahead can start a declaration (storage classes included). */
static bool decl_start(struct parser *p)
{
	switch (p->tok.kind) {
	case TOK_AUTO:
	case TOK_EXTERN:
	case TOK_REGISTER:
	case TOK_SELF:
	case TOK_STATIC:
	case TOK_THIS:
	case TOK_TYPEDEF:
		return true;
	default:
		return type_start(p);
	}
}

/* ---- pragmas ---- */

/* Splits a pragma's text into words; a quoted string is one word. */
static int pragma_words(struct parser *p, const char *s, char **w, int max)
{
	char *buf = arena_strdup(&p->cc->arena, s);
	int n = 0;

	for (char *q = buf; *q;) {
		if (*q == ' ' || *q == '\t' || *q == '\f' || *q == '\v' || *q == '\r') {
			*q++ = '\0';
			continue;
		}
		if (n == max)
			return n + 1;
		w[n++] = q;
		if (*q == '"') {
			q = strchr(q + 1, '"');
			q = q ? q + 1 : buf + strlen(s);
		} else {
			while (*q && !strchr(" \t\f\v\r\"", *q))
				q++;
		}
	}
	return n;
}

/* Records #pragma D option name[=value] as a NODE_OPTION item and in cc->pragmas. */
static void pragma_option(struct parser *p, const struct token *t, char **w, int n)
{
	struct cc *cc = p->cc;
	struct node *opt;
	char *eq;

	if (n < 1)
		cc_error(cc, t->pos, D_PRAGMA_MALFORM, "malformed #pragma option <option>=<val>");
	if (n > 1)
		cc_error(cc, t->pos, D_PRAGMA_MALFORM,
			 "superfluous arguments specified for #pragma option");
	opt = node_new(cc, NODE_OPTION, t->pos);
	eq = strchr(w[0], '=');
	if (eq) {
		*eq = '\0';
		opt->a = node_new(cc, NODE_STR, t->pos);
		opt->a->str = eq + 1;
		opt->a->slen = strlen(eq + 1);
	}
	opt->str = w[0];
	opt->slen = strlen(w[0]);
	add_item(p, opt);
	if (cc->npragmas == cc->pragma_cap) {
		uint32_t cap = cc->pragma_cap ? cc->pragma_cap * 2 : 8;
		struct cc_pragma_opt *grown = ARENA_NEWN(&cc->arena, struct cc_pragma_opt, cap);

		if (cc->npragmas)
			memcpy(grown, cc->pragmas, sizeof(*grown) * cc->npragmas);
		cc->pragmas = grown;
		cc->pragma_cap = cap;
	}
	cc->pragmas[cc->npragmas++] = (struct cc_pragma_opt){
		.name = opt->str,
		.value = opt->a ? opt->a->str : NULL,
		.pos = t->pos,
	};
}

/* True if s is a stability attribute triple Name[/Data[/Class]] in DTrace's words. */
static bool attr_valid(const char *s)
{
	static const char *const stab[] = { "Internal", "Private", "Obsolete", "External",
					     "Unstable", "Evolving", "Stable", "Standard", NULL };
	static const char *const cls[] = { "Unknown", "CPU", "Platform", "Group", "ISA", "Common",
					   NULL };
	int part = 0;

	for (const char *q = s; part < 3; part++) {
		size_t len = strcspn(q, "/");
		const char *const *words = part < 2 ? stab : cls;
		bool ok = false;

		for (; *words && !ok; words++)
			ok = strlen(*words) == len && strncasecmp(*words, q, len) == 0;
		if (!ok)
			return false;
		if (!q[len])
			return true;
		q += len + 1;
	}
	return false;
}

/*
 * #pragma D attributes A ident, or #pragma D attributes A provider NAME PART:
 * checked, without effect (stability is not reported here); check.c sees
 * that ident names something of the program (D_PRAGMA_UNUSED).
 */
static void pragma_attributes(struct parser *p, const struct token *t, char **w, int n)
{
	static const char *const parts[] = { "provider", "module", "function", "name", "args" };
	bool part_ok = false;

	if (n != 2 && !(n == 4 && strcmp(w[1], "provider") == 0))
		cc_error(p->cc, t->pos, D_PRAGMA_MALFORM,
			 "malformed #pragma attributes <attributes> <ident>");
	if (!attr_valid(w[0]))
		cc_error(p->cc, t->pos, D_PRAGMA_INVAL,
			 "invalid attributes specified by #pragma attributes");
	for (size_t i = 0; n == 4 && i < ARRAY_LEN(parts); i++)
		part_ok |= strcmp(w[3], parts[i]) == 0;
	if (n == 4 && !part_ok)
		cc_error(p->cc, t->pos, D_PRAGMA_INVAL,
			 "invalid component \"%s\" in #pragma attributes for provider %s", w[3], w[2]);
	if (n == 2) {
		struct cc_pragma_attr *pa = ARENA_NEW(&p->cc->arena, struct cc_pragma_attr);

		pa->ident = w[1]; /* as written: "x;" names no identifier, as in DTrace */
		pa->pos = t->pos;
		pa->next = p->cc->pragma_attrs;
		p->cc->pragma_attrs = pa;
	}
}

/*
 * pragma = "#pragma" "D" ( "option" word | "attributes" word ( ident | "provider" ident part )
 *        | "binding" string ident
 *        | "depends_on" class name ) | "#pragma" other-words
 * Pragmas other than "#pragma D" are ignored, as C says; of the D ones only
 * option has an effect here.
 */
static _Noreturn void too_deep(struct parser *p, struct srcpos pos)
{
	cc_error(p->cc, pos, D_SYNTAX, "program nested too deeply: more than %d levels", PARSE_MAX_NEST);
}

static void nest_enter(struct parser *p)
{
	if (++p->depth > PARSE_MAX_NEST)
		too_deep(p, p->tok.pos);
}

static void nest_leave(struct parser *p)
{
	p->depth--;
}

/*
 * The depth of the tree under n, walked without recursion: chains that the
 * parser builds in a loop (1 + 1 + ... + 1) are as deep as they are long,
 * and every later stage recurses over them.
 */
static void check_depth(struct parser *p, struct node *root)
{
	struct frame { struct node *n; int d; } *st;
	size_t cap = 64, top = 0;

	st = xmalloc(cap * sizeof(*st));
	st[top++] = (struct frame){ root, 1 };
	while (top) {
		struct frame f = st[--top];
		struct node *kids[4] = { f.n->a, f.n->b, f.n->c, f.n->list };

		if (f.d > PARSE_MAX_TREE) {
			free(st);
			too_deep(p, f.n->pos);
		}
		for (int i = 0; i < 4; i++)
			for (struct node *k = kids[i]; k; k = i == 3 ? k->next : NULL) {
				if (top == cap) {
					cap *= 2;
					st = xrealloc(st, cap * sizeof(*st));
				}
				st[top++] = (struct frame){ k, f.d + 1 };
			}
	}
	free(st);
}

static void parse_pragma(struct parser *p, const struct token *t)
{
	struct cc *cc = p->cc;
	char *w[8];
	int n = pragma_words(p, t->text, w, (int)ARRAY_LEN(w));

	if (n < 2 || strcmp(w[0], "D") != 0)
		return;
	if (strcmp(w[1], "option") == 0) {
		pragma_option(p, t, w + 2, n - 2);
	} else if (strcmp(w[1], "attributes") == 0) {
		pragma_attributes(p, t, w + 2, n - 2);
	} else if (strcmp(w[1], "binding") == 0) {
		if (n != 4 || w[2][0] != '"')
			cc_error(cc, t->pos, D_PRAGMA_MALFORM,
				 "malformed #pragma binding \"version\" <ident>");
	} else if (strcmp(w[1], "depends_on") == 0) {
		if (n != 4)
			cc_error(cc, t->pos, D_PRAGMA_MALFORM,
				 "malformed #pragma depends_on <class> <name>");
		if (strcmp(w[2], "provider") != 0 && strcmp(w[2], "module") != 0 &&
		    strcmp(w[2], "library") != 0)
			cc_error(cc, t->pos, D_PRAGMA_INVAL,
				 "invalid class %s specified by #pragma depends_on", w[2]);
		/* only a D library (-L) names the libraries it needs */
		if (strcmp(w[2], "library") == 0 && !cc->srcs[cc_src_unit(cc, t->pos.file)].is_lib)
			cc_error(cc, t->pos, D_PRAGMA_DEPEND, "main program may not explicitly depend on a library");
	} else if (strcmp(w[1], "error") == 0) {
		/* the program's own error: all its words (w holds only the first few), one space apart */
		char msg[256] = "";
		char *rest[64];
		int nr = pragma_words(p, t->text, rest, (int)ARRAY_LEN(rest));

		nr = nr > (int)ARRAY_LEN(rest) ? (int)ARRAY_LEN(rest) : nr;
		for (int i = 2; i < nr; i++)
			snprintf(msg + strlen(msg), sizeof(msg) - strlen(msg), "%s%s", i > 2 ? " " : "", rest[i]);
		cc_error(cc, t->pos, D_PRAGERR, "#error: %s", msg);
	} else if (strcmp(w[1], "ident") != 0) {
		cc_error(cc, t->pos, D_PRAGMA_INVAL, "invalid D pragma: %s", w[1]);
	}
}

/* ---- expressions ---- */

/*
 * Enters brackets closed by `close` (0: not a bracket, the middle of a?b:c),
 * where "/" is always division. Returns what leave_nested() restores.
 */
static int enter_nested(struct parser *p, int close)
{
	int saved = p->pred_close | (p->in_pred ? 1 << 16 : 0);

	if (close && (p->in_pred || p->pred_close))
		p->pred_close = close;
	p->in_pred = false;
	return saved;
}

static void leave_nested(struct parser *p, int saved)
{
	p->in_pred = saved >> 16;
	p->pred_close = saved & 0xffff;
}

/* args = assign { "," assign }   (call arguments, index keys; up to the closing token) */
static struct node *parse_args(struct parser *p, enum tok_kind close)
{
	struct node *head = NULL, **tail = &head;
	int saved = enter_nested(p, close);

	if (!is(p, close)) {
		list_add(&tail, parse_assign(p));
		while (is(p, TOK_COMMA)) {
			next(p);
			list_add(&tail, parse_assign(p));
		}
	}
	leave_nested(p, saved);
	expect(p, close);
	return head;
}

/* Parses an expression inside brackets closed by `close` (or 0, see enter_nested()). */
static struct node *parse_nested_expr(struct parser *p, int close)
{
	int saved = enter_nested(p, close);
	struct node *e;

	nest_enter(p);
	e = parse_expr(p);
	nest_leave(p);
	leave_nested(p, saved);
	return e;
}

/*
 * primary = ident | integer | string | "(" expr ")" | "self" "->" ident | "this" "->" ident
 *         | aggregation [ "[" args "]" ] | "offsetof" "(" type_name "," ident ")"
 *         | "xlate" "<" type_name ">" "(" expr ")"
 */
static struct node *parse_primary(struct parser *p)
{
	struct node *n = node_at(p, NODE_NONE);

	switch (p->tok.kind) {
	case TOK_IDENT:
		n->kind = NODE_IDENT;
		n->str = p->tok.text;
		n->slen = p->tok.len;
		next(p);
		return n;
	case TOK_RETURN: /* DTrace's return(value) action is a call; no return statement */
		n->kind = NODE_IDENT;
		n->str = "return";
		n->slen = 6;
		next(p);
		if (p->tok.kind != TOK_LPAREN)
			cc_error(p->cc, n->pos, D_SYNTAX, "syntax error near \"return\"");
		return n;
	case TOK_INT:
		n->kind = NODE_INT;
		n->ival = p->tok.ival;
		n->flags =
			p->tok.flags & (NF_UNSIGNED | NF_LONG | NF_LONGLONG | NF_CHAR | NF_OCTHEX);
		n->str = p->tok.text;
		n->slen = p->tok.len;
		next(p);
		return n;
	case TOK_STR:
		n->kind = NODE_STR;
		n->str = p->tok.text;
		n->slen = p->tok.len;
		next(p);
		return n;
	case TOK_LPAREN:
		next(p);
		n = parse_nested_expr(p, TOK_RPAREN);
		n->flags |= NF_PAREN;
		expect(p, TOK_RPAREN);
		return n;
	case TOK_SELF:
	case TOK_THIS:
		n->kind = is(p, TOK_SELF) ? NODE_SELFVAR : NODE_THISVAR;
		next(p);
		expect(p, TOK_ARROW);
		n->str = expect_member(p);
		n->slen = strlen(n->str);
		return n;
	case TOK_AGGNAME:
		n->kind = NODE_AGG;
		n->str = p->tok.text;
		n->slen = p->tok.len;
		next(p);
		if (is(p, TOK_LBRACKET)) {
			next(p);
			n->list = parse_args(p, TOK_RBRACKET);
		}
		return n;
	case TOK_OFFSETOF:
		n->kind = NODE_OFFSETOF;
		next(p);
		expect(p, TOK_LPAREN);
		n->a = parse_type_name(p, true);
		expect(p, TOK_COMMA);
		n->str = expect_member(p);
		n->slen = strlen(n->str);
		expect(p, TOK_RPAREN);
		return n;
	case TOK_XLATE:
		n->kind = NODE_XLATE;
		next(p);
		expect(p, TOK_LT);
		n->a = parse_type_name(p, true);
		expect(p, TOK_GT);
		expect(p, TOK_LPAREN);
		n->b = parse_nested_expr(p, TOK_RPAREN);
		expect(p, TOK_RPAREN);
		return n;
	default:
		syntax_error(p);
	}
}

/*
 * postfix = primary { "[" args "]" | "(" args ")" | "." ident | "->" ident | "++" | "--" }
 * Only a plain identifier can be called: f(x).
 */
static struct node *parse_postfix_ops(struct parser *p, struct node *e)
{
	for (int chain = 0;; chain++) {
		struct node *n;

		if (p->depth + chain > PARSE_MAX_TREE) /* a[0][0]...: as deep as it is long */
			too_deep(p, p->tok.pos);
		n = node_at(p, NODE_NONE);

		switch (p->tok.kind) {
		case TOK_LBRACKET:
			n->kind = NODE_INDEX;
			n->a = e;
			next(p);
			n->list = parse_args(p, TOK_RBRACKET);
			break;
		case TOK_LPAREN:
			n->kind = NODE_CALL;
			n->pos = e->pos;
			if (e->kind != NODE_IDENT || (e->flags & NF_PAREN)) {
				/* any expression parses as called, as in DTrace; the checker refuses it, in DTrace's order */
				n->a = e;
			} else {
				n->str = e->str;
				n->slen = e->slen;
			}
			next(p);
			n->list = parse_args(p, TOK_RPAREN);
			break;
		case TOK_DOT:
		case TOK_ARROW:
			n->kind = is(p, TOK_DOT) ? NODE_MEMBER : NODE_PTRMEMBER;
			n->a = e;
			next(p);
			n->str = expect_member(p);
			n->slen = strlen(n->str);
			break;
		case TOK_INC:
		case TOK_DEC:
			n->kind = is(p, TOK_INC) ? NODE_POSTINC : NODE_POSTDEC;
			n->a = e;
			next(p);
			break;
		default:
			return e;
		}
		e = n;
	}
}

/*
 * unary = postfix | ( "++" | "--" ) unary | ( "-" | "+" | "!" | "~" | "*" | "&" ) cast
 *       | "sizeof" unary | "sizeof" "(" type_name ")" | "stringof" unary
 */
static struct node *parse_unary_in(struct parser *p);

/* parse_unary() within the nesting bound (nest_enter). */
static struct node *parse_unary(struct parser *p)
{
	struct node *n;

	nest_enter(p);
	n = parse_unary_in(p);
	nest_leave(p);
	return n;
}

static struct node *parse_unary_in(struct parser *p)
{
	struct node *n = node_at(p, NODE_NONE);

	switch (p->tok.kind) {
	case TOK_INC:
		n->kind = NODE_PREINC;
		break;
	case TOK_DEC:
		n->kind = NODE_PREDEC;
		break;
	case TOK_MINUS:
		n->kind = NODE_NEG;
		break;
	case TOK_PLUS:
		n->kind = NODE_UPLUS;
		break;
	case TOK_BANG:
		n->kind = NODE_NOT;
		break;
	case TOK_TILDE:
		n->kind = NODE_BNOT;
		break;
	case TOK_STAR:
		n->kind = NODE_DEREF;
		break;
	case TOK_AMP:
		n->kind = NODE_ADDROF;
		break;
	case TOK_STRINGOF:
		n->kind = NODE_STRINGOF;
		break;
	case TOK_SIZEOF:
		next(p);
		if (!is(p, TOK_LPAREN)) {
			n->kind = NODE_SIZEOF_EXPR;
			n->a = parse_unary(p);
			return n;
		}
		next(p);
		if (type_start(p)) {
			n->kind = NODE_SIZEOF_TYPE;
			n->a = parse_type_name(p, false);
			expect(p, TOK_RPAREN);
			return n;
		}
		n->kind = NODE_SIZEOF_EXPR;
		n->a = parse_nested_expr(p, TOK_RPAREN);
		n->a->flags |= NF_PAREN;
		expect(p, TOK_RPAREN);
		n->a = parse_postfix_ops(p, n->a);
		return n;
	default:
		return parse_postfix_ops(p, parse_primary(p));
	}
	next(p);
	if (n->kind == NODE_PREINC || n->kind == NODE_PREDEC || n->kind == NODE_STRINGOF)
		n->a = parse_unary(p);
	else
		n->a = parse_cast(p);
	return n;
}

/* cast = "(" type_name ")" cast | unary */
static struct node *parse_cast(struct parser *p)
{
	struct node *n, *e;

	if (!is(p, TOK_LPAREN))
		return parse_unary(p);
	n = node_at(p, NODE_CAST);
	next(p);
	if (type_start(p)) {
		n->a = parse_type_name(p, false);
		expect(p, TOK_RPAREN);
		n->b = parse_cast(p);
		return n;
	}
	e = parse_nested_expr(p, TOK_RPAREN);
	e->flags |= NF_PAREN;
	expect(p, TOK_RPAREN);
	return parse_postfix_ops(p, e);
}

/* Binding power of a binary operator token, 0 if it is not one. */
static int binary_prec(enum tok_kind k)
{
	switch (k) {
	case TOK_LOR:
		return 1;
	case TOK_LXOR:
		return 2;
	case TOK_LAND:
		return 3;
	case TOK_PIPE:
		return 4;
	case TOK_CARET:
		return 5;
	case TOK_AMP:
		return 6;
	case TOK_EQ:
	case TOK_NE:
		return 7;
	case TOK_LT:
	case TOK_LE:
	case TOK_GT:
	case TOK_GE:
		return 8;
	case TOK_SHL:
	case TOK_SHR:
		return 9;
	case TOK_PLUS:
	case TOK_MINUS:
		return 10;
	case TOK_STAR:
	case TOK_SLASH:
	case TOK_PERCENT:
		return 11;
	default:
		return 0;
	}
}

/*
 * binary = cast { binop cast }, by precedence, loosest first:
 *   "||"  "^^"  "&&"  "|"  "^"  "&"  "==" "!="  "<" "<=" ">" ">="  "<<" ">>"  "+" "-"  "*" "/" "%"
 * In a predicate, a "/" followed by EOF, ";", "{" or "/" closes it instead.
 */
static struct node *parse_binary(struct parser *p, int min_prec)
{
	struct node *l = parse_cast(p);

	for (int chain = 0;; chain++) {
		int prec = binary_prec(p->tok.kind);
		struct node *n;

		if (p->depth + chain > PARSE_MAX_TREE) /* 1 + 1 + ...: as deep as it is long */
			too_deep(p, p->tok.pos);

		if (prec == 0 || prec < min_prec)
			return l;
		if (is(p, TOK_SLASH) && (p->tok.flags & TOKF_EPRED)) {
			if (p->in_pred)
				return l;
			if (p->pred_close)
				cc_error(p->cc, p->tok.pos, D_SYNTAX,
					 "closing %s expected in predicate before /",
					 tok_str(p->pred_close));
		}
		n = node_at(p, NODE_BINARY);
		n->op = p->tok.kind;
		next(p);
		n->a = l;
		n->b = parse_binary(p, prec + 1);
		l = n;
	}
}

/* cond = binary [ "?" expr ":" cond ] */
static struct node *parse_cond(struct parser *p)
{
	struct node *c = parse_binary(p, 1), *n;

	if (!is(p, TOK_QUESTION))
		return c;
	n = node_at(p, NODE_TERNARY);
	next(p);
	n->a = c;
	n->b = parse_nested_expr(p, 0);
	expect(p, TOK_COLON);
	nest_enter(p); /* a ? b : c ? d : ... recurses here, not through parse_unary() */
	n->c = parse_cond(p);
	nest_leave(p);
	return n;
}

static bool assign_op(enum tok_kind k)
{
	switch (k) {
	case TOK_ASSIGN:
	case TOK_ADD_ASSIGN:
	case TOK_SUB_ASSIGN:
	case TOK_MUL_ASSIGN:
	case TOK_DIV_ASSIGN:
	case TOK_MOD_ASSIGN:
	case TOK_SHL_ASSIGN:
	case TOK_SHR_ASSIGN:
	case TOK_AND_ASSIGN:
	case TOK_XOR_ASSIGN:
	case TOK_OR_ASSIGN:
		return true;
	default:
		return false;
	}
}

/*
 * assign = cond [ assign_op assign ]
 * assign_op = "=" | "+=" | "-=" | "*=" | "/=" | "%=" | "<<=" | ">>=" | "&=" | "^=" | "|="
 */
static struct node *parse_assign(struct parser *p)
{
	struct node *l = parse_cond(p), *n;

	if (!assign_op(p->tok.kind))
		return l;
	n = node_at(p, NODE_ASSIGN);
	n->op = p->tok.kind;
	next(p);
	n->a = l;
	nest_enter(p); /* a = b = ... recurses here */
	n->b = parse_assign(p);
	nest_leave(p);
	return n;
}

/* expr = assign { "," assign } */
static struct node *parse_expr(struct parser *p)
{
	struct node *l = parse_assign(p);

	for (int chain = 0; is(p, TOK_COMMA); chain++) {
		struct node *n = node_at(p, NODE_COMMA);

		if (p->depth + chain > PARSE_MAX_TREE)
			too_deep(p, n->pos);

		next(p);
		n->a = l;
		n->b = parse_assign(p);
		l = n;
	}
	return l;
}

/* ---- declarations ---- */

/* enumerator = ident [ "=" cond ] */
static struct node *parse_enumerator(struct parser *p)
{
	struct node *n = node_at(p, NODE_ENUMERATOR);

	n->str = expect_ident(p);
	n->slen = strlen(n->str);
	if (is(p, TOK_ASSIGN)) {
		next(p);
		n->a = parse_cond(p);
	}
	return n;
}

/*
 * The body of tag n (named or not) opens at the lookahead "{": a tag this
 * program has defined already is D_DECL_TYPERED there, as DTrace reports a
 * redefinition when the body opens, before reading it.
 */
static void define_tag(struct parser *p, const char *kw, const struct node *n)
{
	struct deftag *d;

	if (!n->str)
		return;
	for (d = p->tags; d; d = d->next)
		if (d->kw == kw && d->len == n->slen && memcmp(d->name, n->str, n->slen) == 0)
			cc_error(p->cc, p->tok.pos, D_DECL_TYPERED, "type redeclared: %s %.*s", kw, (int)n->slen,
				 n->str);
	d = ARENA_NEW(&p->cc->arena, struct deftag);
	d->kw = kw;
	d->name = n->str;
	d->len = n->slen;
	d->next = p->tags;
	p->tags = d;
}

/* enum = "enum" [ ident ] [ "{" enumerator { "," enumerator } [ "," ] "}" ] */
static struct node *parse_enum(struct parser *p)
{
	struct node *n = node_at(p, NODE_ENUM), **tail = &n->list;

	next(p);
	if (is(p, TOK_IDENT)) {
		n->str = p->tok.text;
		n->slen = p->tok.len;
		next(p);
	}
	if (!is(p, TOK_LBRACE)) {
		if (!n->str)
			syntax_error(p);
		return n;
	}
	define_tag(p, "enum", n);
	n->flags |= NF_DEFINED;
	next(p);
	do {
		if (is(p, TOK_RBRACE) && n->list)
			break;
		list_add(&tail, parse_enumerator(p));
		if (!is(p, TOK_COMMA))
			break;
		next(p);
	} while (!is(p, TOK_RBRACE));
	expect(p, TOK_RBRACE);
	return n;
}

/* member_declarator = declarator [ ":" cond ] | ":" cond */
static struct node *parse_member_declarator(struct parser *p)
{
	struct node *d;

	if (is(p, TOK_COLON)) {
		d = node_at(p, NODE_DECLARATOR);
	} else {
		d = parse_declarator(p, DECL_NAMED);
		if (!is(p, TOK_COLON))
			return d;
	}
	next(p);
	d->a = parse_cond(p);
	return d;
}

/* member = specifiers member_declarator { "," member_declarator } ";" */
static struct node *parse_member(struct parser *p)
{
	struct node *n = node_at(p, NODE_DECL), **tail = &n->list;

	n->a = parse_dspec(p, false);
	if (!is(p, TOK_SEMI)) {
		list_add(&tail, parse_member_declarator(p));
		while (is(p, TOK_COMMA)) {
			next(p);
			list_add(&tail, parse_member_declarator(p));
		}
	}
	expect(p, TOK_SEMI);
	return n;
}

/* struct_or_union = ( "struct" | "union" ) [ ident ] [ "{" { member } "}" ] */
static struct node *parse_sou_in(struct parser *p);

/* parse_sou() within the nesting bound (nest_enter). */
static struct node *parse_sou(struct parser *p)
{
	struct node *n;

	nest_enter(p);
	n = parse_sou_in(p);
	nest_leave(p);
	return n;
}

static struct node *parse_sou_in(struct parser *p)
{
	struct node *n = node_at(p, NODE_SOU), **tail = &n->list;

	n->ival = is(p, TOK_UNION);
	next(p);
	if (is(p, TOK_IDENT) && memchr(p->tok.text, '`', p->tok.len)) {
		/*
		 * struct D`s, union vmlinux`u: a tag in a scope (the D program's
		 * own, or the kernel's) names a type declared there: the tag is
		 * looked up as it is everywhere; a definition is not scoped.
		 */
		const char *tag = strchr(p->tok.text, '`') + 1;

		if (!*tag || strchr(tag, '`'))
			syntax_error(p);
		n->str = tag;
		n->slen = strlen(tag);
		next(p);
		if (is(p, TOK_LBRACE))
			syntax_error(p);
		return n;
	}
	if (is(p, TOK_IDENT)) {
		n->str = p->tok.text;
		n->slen = p->tok.len;
		next(p);
	}
	if (!is(p, TOK_LBRACE)) {
		if (!n->str)
			syntax_error(p);
		return n;
	}
	define_tag(p, n->ival ? "union" : "struct", n);
	n->flags |= NF_DEFINED;
	next(p);
	while (!is(p, TOK_RBRACE))
		list_add(&tail, parse_member(p));
	next(p);
	return n;
}

/* Sets the base type name of a specifier list, refusing a second one ("char int"). */
static void dspec_base(struct parser *p, struct node *ds, const char *name)
{
	if (ds->str || ds->a)
		cc_error(p->cc, p->tok.pos, D_DECL_COMBO, "invalid type combination: %s after %s",
			 name,
			 ds->str		    ? ds->str
			 : ds->a->kind == NODE_ENUM ? "enum"
						    : "struct or union");
	ds->str = name;
	next(p);
}

static bool dspec_has_type(const struct node *ds)
{
	return ds->str || ds->a ||
	       (ds->ival & (DS_SIGNED | DS_UNSIGNED | DS_SHORT | DS_LONG | DS_LONGLONG));
}

/*
 * specifiers = { storage_class | qualifier | type_specifier }
 * storage_class = "typedef" | "static" | "extern" | "register" | "auto" | "self" | "this"
 *               | "userland"
 * qualifier = "const" | "volatile" | "restrict"
 * type_specifier = "void" | "char" | "short" | "int" | "long" | "float" | "double"
 *                | "signed" | "unsigned" | "string" | struct_or_union | enum | typedef_name
 * With `lenient`, an unknown identifier where a type is required is taken as
 * a typedef name and left for the checker to resolve (translators, xlate).
 */
/*
 * The combinations of short, long, signed and unsigned with a base type that
 * DTrace refuses, with its tags: with char, void, or a type that is not an
 * integer (long double stays).
 */
static void dspec_check(struct parser *p, const struct node *ds)
{
	const uint64_t sizes = DS_SHORT | DS_LONG | DS_LONGLONG, signs = DS_SIGNED | DS_UNSIGNED;
	const char *b = ds->str;
	bool notint = ds->a || (b && (!strcmp(b, "float") || !strcmp(b, "double") || !strcmp(b, "string") ||
				     !strcmp(b, "void")));

	/* DTrace names no such type (its type library refuses the name: D_UNKNOWN) */
	if ((ds->ival & DS_SHORT) && (ds->ival & (DS_LONG | DS_LONGLONG)))
		cc_error(p->cc, ds->pos, D_UNKNOWN, "invalid type combination: short and long");
	if ((ds->ival & DS_SIGNED) && (ds->ival & DS_UNSIGNED))
		cc_error(p->cc, ds->pos, D_UNKNOWN, "invalid type combination: signed and unsigned");
	if (b && !strcmp(b, "char") && (ds->ival & sizes))
		cc_error(p->cc, ds->pos, D_DECL_CHARATTR, "invalid type declaration: short and long may not be used with char type");
	if (b && !strcmp(b, "void") && (ds->ival & (sizes | signs)))
		cc_error(p->cc, ds->pos, D_DECL_VOIDATTR, "invalid type declaration: attributes may not be used with void type");
	if (notint && (ds->ival & signs))
		cc_error(p->cc, ds->pos, D_DECL_SIGNINT, "invalid type declaration: signed and unsigned may only be used with integer type");
	if (notint && (ds->ival & (DS_LONG | DS_LONGLONG)) && !(b && !strcmp(b, "double")))
		cc_error(p->cc, ds->pos, D_DECL_LONGINT,
			 "invalid type declaration: long and long long may only be used with integer or floating-point type");
}

/* A storage class: at most one per declaration, as in DTrace. */
static void dspec_class(struct parser *p, struct node *ds, uint64_t cls)
{
	const uint64_t classes = DS_TYPEDEF | DS_STATIC | DS_EXTERN | DS_REGISTER | DS_AUTO | DS_SELF | DS_THIS;

	if (ds->ival & classes)
		cc_error(p->cc, p->tok.pos, D_DECL_CLASS, "only one storage class allowed in a declaration");
	ds->ival |= cls;
}

static struct node *parse_dspec(struct parser *p, bool lenient)
{
	struct node *ds = node_at(p, NODE_DSPEC);
	bool any = false;

	for (;; any = true) {
		switch (p->tok.kind) {
		case TOK_TYPEDEF:
			dspec_class(p, ds, DS_TYPEDEF);
			break;
		case TOK_STATIC:
			dspec_class(p, ds, DS_STATIC);
			break;
		case TOK_EXTERN:
			dspec_class(p, ds, DS_EXTERN);
			break;
		case TOK_REGISTER:
			dspec_class(p, ds, DS_REGISTER);
			break;
		case TOK_AUTO:
			dspec_class(p, ds, DS_AUTO);
			break;
		case TOK_SELF:
			dspec_class(p, ds, DS_SELF);
			break;
		case TOK_THIS:
			dspec_class(p, ds, DS_THIS);
			break;
		case TOK_USERLAND:
			ds->ival |= DS_USERLAND;
			break;
		case TOK_CONST:
			ds->ival |= DS_CONST;
			break;
		case TOK_VOLATILE:
			ds->ival |= DS_VOLATILE;
			break;
		case TOK_RESTRICT:
			break;
		case TOK_INLINE: /* C's function specifier, in a header */
			if (!cc_in_header(p->cc, p->tok.pos))
				goto done;
			break;
		case TOK_SIGNED:
			ds->ival |= DS_SIGNED;
			break;
		case TOK_UNSIGNED:
			ds->ival |= DS_UNSIGNED;
			break;
		case TOK_SHORT:
			ds->ival |= DS_SHORT;
			break;
		case TOK_LONG:
			if (ds->ival & DS_LONGLONG)
				cc_error(p->cc, p->tok.pos, D_UNKNOWN, "invalid type combination: long long long");
			if (ds->ival & (DS_LONG | DS_LONGLONG))
				ds->ival = (ds->ival & ~(uint64_t)DS_LONG) | DS_LONGLONG;
			else
				ds->ival |= DS_LONG;
			break;
		case TOK_VOID:
		case TOK_CHAR:
		case TOK_INT_KW:
		case TOK_FLOAT:
		case TOK_DOUBLE:
		case TOK_STRING:
			dspec_base(p, ds, tok_str(p->tok.kind));
			continue;
		case TOK_STRUCT:
		case TOK_UNION:
		case TOK_ENUM:
			if (ds->str || ds->a)
				dspec_base(p, ds,
					   tok_str(p->tok.kind)); /* reports the combination */
			ds->a = is(p, TOK_ENUM) ? parse_enum(p) : parse_sou(p);
			continue;
		case TOK_IDENT:
			if (d_scoped(p->cc, p->tok.text)) { /* D`int, D`my_t */
				const char *w = d_scoped(p->cc, p->tok.text);

				if (!strcmp(w, "short"))
					ds->ival |= DS_SHORT;
				else if (!strcmp(w, "long"))
					ds->ival |= DS_LONG;
				else if (!strcmp(w, "signed"))
					ds->ival |= DS_SIGNED;
				else if (!strcmp(w, "unsigned"))
					ds->ival |= DS_UNSIGNED;
				else {
					dspec_base(p, ds, w);
					continue;
				}
				break;
			}
			if (!strncmp(p->tok.text, "D`", 2) && !dspec_has_type(ds)) /* DTrace's type lookup fails */
				cc_error(p->cc, p->tok.pos, D_TYPE_ERR, "failed to resolve type %s: Unknown type name",
					 p->tok.text);
			if (!dspec_has_type(ds) && (lenient || is_typename(p->cc, p->tok.text))) {
				dspec_base(p, ds, p->tok.text);
				continue;
			}
			goto done;
		default:
			goto done;
		}
		next(p);
	}
done:
	if (!any)
		syntax_error(p);
	dspec_check(p, ds);
	return ds;
}

/* type_name = specifiers abstract_declarator */
static struct node *parse_type_name(struct parser *p, bool lenient)
{
	struct node *n = node_at(p, NODE_TYPENAME);

	n->a = parse_dspec(p, lenient);
	n->b = parse_declarator(p, DECL_ABSTRACT);
	return n;
}

/* key_type = specifiers declarator-or-abstract   (array keys, parameters) */
static struct node *parse_key_type(struct parser *p)
{
	struct node *n = node_at(p, NODE_TYPENAME);

	n->a = parse_dspec(p, false);
	n->b = parse_declarator(p, DECL_EITHER);
	return n;
}

/* array = "[" [ cond | key_type { "," key_type } ] "]" */
static struct node *parse_array(struct parser *p)
{
	struct node *n = node_at(p, NODE_DARRAY), **tail = &n->list;

	next(p);
	if (is(p, TOK_RBRACKET)) {
		next(p);
		return n;
	}
	if (!type_start(p)) {
		n->a = parse_nested_expr(p, TOK_RBRACKET);
		if (n->a->kind == NODE_COMMA)
			cc_error(p->cc, n->a->pos, D_SYNTAX, "syntax error near \",\"");
		expect(p, TOK_RBRACKET);
		return n;
	}
	list_add(&tail, parse_key_type(p));
	while (is(p, TOK_COMMA)) {
		next(p);
		list_add(&tail, parse_key_type(p));
	}
	expect(p, TOK_RBRACKET);
	return n;
}

/* param = specifiers declarator-or-abstract */
static struct node *parse_param(struct parser *p)
{
	struct node *n = node_at(p, NODE_DECL);

	n->a = parse_dspec(p, false);
	n->list = parse_declarator(p, DECL_EITHER);
	return n;
}

/* params = [ param { "," param } [ "," "..." ] | "..." ] ")"   (after the "(") */
static struct node *parse_params(struct parser *p, struct srcpos pos)
{
	struct node *n = node_new(p->cc, NODE_DFUNC, pos), **tail = &n->list;

	while (!is(p, TOK_RPAREN)) {
		if (is(p, TOK_ELLIPSIS)) {
			n->ival = 1;
			next(p);
			break;
		}
		list_add(&tail, parse_param(p));
		if (!is(p, TOK_COMMA))
			break;
		next(p);
	}
	expect(p, TOK_RPAREN);
	return n;
}

/* True if the token after a "(" in a declarator opens a nested declarator, not parameters. */
static bool nested_declarator(struct parser *p, int want)
{
	if (is(p, TOK_STAR) || is(p, TOK_LBRACKET))
		return true;
	if (is(p, TOK_LPAREN))
		return want != DECL_NAMED;
	return is(p, TOK_IDENT) && want != DECL_ABSTRACT && !is_typename(p->cc, p->tok.text);
}

/*
 * Parses a declarator into d (name, position), returning its derivations with
 * the one binding tightest to the name first.
 */
static struct node *declarator_derivs_in(struct parser *p, int want, struct node *d);

/* declarator_derivs() within the nesting bound (nest_enter). */
static struct node *declarator_derivs(struct parser *p, int want, struct node *d)
{
	struct node *n;

	nest_enter(p);
	n = declarator_derivs_in(p, want, d);
	nest_leave(p);
	return n;
}

static struct node *declarator_derivs_in(struct parser *p, int want, struct node *d)
{
	struct node *ptrs = NULL, *inner = NULL, *suffix = NULL, **tail = &suffix;
	bool params_open = false;
	struct srcpos ppos = {0};

	/* declarator = { "*" { qualifier } } direct_declarator */
	while (is(p, TOK_STAR)) {
		struct node *ptr = node_at(p, NODE_DPTR);

		next(p);
		for (;; next(p)) {
			if (is(p, TOK_CONST))
				ptr->ival |= DS_CONST;
			else if (is(p, TOK_VOLATILE))
				ptr->ival |= DS_VOLATILE;
			else if (!is(p, TOK_RESTRICT))
				break;
		}
		ptr->next = ptrs; /* the last "*" binds tightest */
		ptrs = ptr;
	}
	/* direct_declarator = ( ident | "(" declarator ")" ) { array | "(" params } */
	if (is(p, TOK_IDENT) && want != DECL_ABSTRACT) {
		d->str = p->tok.text;
		d->slen = p->tok.len;
		d->pos = p->tok.pos;
		next(p);
	} else if (is(p, TOK_LPAREN)) {
		ppos = p->tok.pos;
		next(p);
		if (nested_declarator(p, want)) {
			inner = declarator_derivs(p, want, d);
			expect(p, TOK_RPAREN);
		} else {
			params_open = true;
		}
	}
	if (want == DECL_NAMED && !d->str)
		syntax_error(p);
	for (;;) {
		if (params_open) {
			list_add(&tail, parse_params(p, ppos));
			params_open = false;
		} else if (is(p, TOK_LBRACKET)) {
			list_add(&tail, parse_array(p));
		} else if (is(p, TOK_LPAREN)) {
			ppos = p->tok.pos;
			next(p);
			params_open = true;
		} else {
			break;
		}
	}
	*tail = ptrs;
	if (!inner)
		return suffix;
	{
		struct node *last = inner;

		while (last->next)
			last = last->next;
		last->next = suffix;
	}
	return inner;
}

/*
 * declarator = { "*" { qualifier } } ( ident | "(" declarator ")" ) { array | "(" params }
 * Abstract declarators (type names) have no ident; `want` says which are allowed.
 */
static struct node *parse_declarator(struct parser *p, int want)
{
	struct node *d = node_at(p, NODE_DECLARATOR);

	d->list = declarator_derivs(p, want, d);
	return d;
}

/* True if d declares a function, in a header: its body, if any, is C, and skipped. */
static bool header_function(struct parser *p, const struct node *d)
{
	return cc_in_header(p->cc, d->pos) && d->list && d->list->kind == NODE_DFUNC;
}

/* Skips a header function's body, "{" to its matching "}", reading on in the outer scope. */
static void skip_body(struct parser *p)
{
	unsigned depth = 0;

	for (;;) {
		if (is(p, TOK_EOF))
			syntax_error(p);
		if (is(p, TOK_LBRACE))
			depth++;
		else if (is(p, TOK_RBRACE) && --depth == 0)
			break;
		next(p);
	}
	advance(p, LEX_OUTER);
}

/*
 * declaration = specifiers [ declarator { "," declarator } ] ";"
 *             | specifiers declarator "{" ... "}"   (a function in a header: skipped)
 * At the top level, the token after the ";" is read in the outer scope.
 */
static struct node *parse_declaration(struct parser *p, bool top)
{
	struct node *n = node_at(p, NODE_DECL), **tail = &n->list;

	if (top)
		add_item(p, n);
	n->a = parse_dspec(p, false);
	if (top && (n->a->ival & DS_TYPEDEF)) { /* its names are types from here on (script_typedef) */
		struct cc_typedef *td = ARENA_NEW(&p->cc->arena, struct cc_typedef);

		td->decl = n;
		td->next = p->cc->script_typedefs;
		p->cc->script_typedefs = td;
	}
	if (!is(p, TOK_SEMI)) {
		list_add(&tail, parse_declarator(p, DECL_NAMED));
		if (top && is(p, TOK_LBRACE) && header_function(p, n->list)) {
			skip_body(p);
			return n;
		}
		while (is(p, TOK_COMMA)) {
			next(p);
			list_add(&tail, parse_declarator(p, DECL_NAMED));
		}
	}
	expect_mode(p, TOK_SEMI, top ? LEX_OUTER : LEX_EXPR);
	return n;
}

/*
 * inline = "inline" specifiers declarator "=" assign ";"
 * In a header, "inline" before a function is C's: its declaration is skipped.
 */
static void parse_inline(struct parser *p)
{
	struct node *n = node_at(p, NODE_INLINE);

	next(p);
	n->a = parse_dspec(p, true);
	n->b = parse_declarator(p, DECL_NAMED);
	if (!is(p, TOK_ASSIGN) && header_function(p, n->b)) {
		if (is(p, TOK_LBRACE))
			skip_body(p);
		else
			expect_mode(p, TOK_SEMI, LEX_OUTER);
		return;
	}
	add_item(p, n);
	expect(p, TOK_ASSIGN);
	n->c = parse_assign(p);
	expect_mode(p, TOK_SEMI, LEX_OUTER);
}

/* xlmember = ident "=" assign ";" */
static struct node *parse_xlmember(struct parser *p)
{
	struct node *n = node_at(p, NODE_XLMEMBER);

	n->str = expect_member(p);
	n->slen = strlen(n->str);
	expect(p, TOK_ASSIGN);
	n->a = parse_assign(p);
	expect(p, TOK_SEMI);
	return n;
}

/*
 * translator = "translator" type_name "<" specifiers declarator ">" "{" { xlmember } "}" ";"
 * The input declarator's name becomes the translator's ->str.
 */
static void parse_translator(struct parser *p)
{
	struct node *n = node_at(p, NODE_XLATOR), **tail = &n->list, *in, *d;

	add_item(p, n);
	next(p);
	n->a = parse_type_name(p, true);
	expect(p, TOK_LT);
	in = node_at(p, NODE_TYPENAME);
	in->a = parse_dspec(p, true);
	d = parse_declarator(p, DECL_NAMED);
	n->str = d->str;
	n->slen = d->slen;
	d->str = NULL;
	d->slen = 0;
	in->b = d;
	n->b = in;
	expect(p, TOK_GT);
	expect(p, TOK_LBRACE);
	while (!is(p, TOK_RBRACE))
		list_add(&tail, parse_xlmember(p));
	next(p);
	expect_mode(p, TOK_SEMI, LEX_OUTER);
}

/*
 * probedef = "probe" ident "(" params [ ":" "(" params ] ";"
 * The second parameter list, if any, is what args[] shows (translated from the first).
 */
static struct node *parse_probedef(struct parser *p)
{
	struct node *n = node_at(p, NODE_PROBEDEF);
	struct srcpos ppos;

	expect(p, TOK_PROBE);
	n->pos = p->tok.pos;
	n->str = expect_ident(p);
	n->slen = strlen(n->str);
	ppos = p->tok.pos;
	expect(p, TOK_LPAREN);
	n->a = parse_params(p, ppos);
	if (is(p, TOK_COLON)) {
		next(p);
		ppos = p->tok.pos;
		expect(p, TOK_LPAREN);
		n->b = parse_params(p, ppos);
	}
	expect(p, TOK_SEMI);
	return n;
}

/* provider = "provider" ident "{" { probedef } "}" ";" */
static void parse_provider(struct parser *p)
{
	struct node *n = node_at(p, NODE_PROVIDER), **tail = &n->list;

	add_item(p, n);
	next(p);
	n->pos = p->tok.pos;
	n->str = expect_ident(p);
	n->slen = strlen(n->str);
	expect(p, TOK_LBRACE);
	while (!is(p, TOK_RBRACE)) {
		if (is(p, TOK_EOF))
			syntax_error(p);
		list_add(&tail, parse_probedef(p));
	}
	next(p);
	expect_mode(p, TOK_SEMI, LEX_OUTER);
}

/* ---- statements and clauses ---- */

/*
 * block = "{" { statement } "}"
 * The token after the "}" is read in the outer scope when the block is a clause body.
 */
static struct node *parse_block(struct parser *p, bool clause_body)
{
	struct node *n = node_at(p, NODE_BLOCK), **tail = &n->list;

	next(p);
	while (!is(p, TOK_RBRACE)) {
		if (is(p, TOK_EOF))
			syntax_error(p);
		list_add(&tail, parse_statement(p));
	}
	advance(p, clause_body ? LEX_OUTER : LEX_EXPR);
	return n;
}

/*
 * statement = ";" | block | "if" "(" expr ")" statement [ "else" statement ] | expr ( ";" | &"}" )
 * The last statement of a block needs no ";".
 */
static struct node *parse_statement_in(struct parser *p);

/* parse_statement() within the nesting bound (nest_enter). */
static struct node *parse_statement(struct parser *p)
{
	struct node *n;

	nest_enter(p);
	n = parse_statement_in(p);
	nest_leave(p);
	return n;
}

static struct node *parse_statement_in(struct parser *p)
{
	struct node *n;

	switch (p->tok.kind) {
	case TOK_SEMI:
		n = node_at(p, NODE_EMPTY);
		next(p);
		return n;
	case TOK_LBRACE:
		return parse_block(p, false);
	case TOK_IF:
		n = node_at(p, NODE_IF);
		next(p);
		expect(p, TOK_LPAREN);
		n->a = parse_nested_expr(p, TOK_RPAREN);
		expect(p, TOK_RPAREN);
		n->b = parse_statement(p);
		if (is(p, TOK_ELSE)) {
			next(p);
			n->c = parse_statement(p);
		}
		return n;
	default:
		n = node_at(p, NODE_EXPR_STMT);
		n->a = parse_expr(p);
		if (is(p, TOK_SEMI))
			next(p);
		else if (!is(p, TOK_RBRACE))
			syntax_error(p);
		return n;
	}
}

/* The first ':' of s that no backslash escapes, or NULL. */
static const char *field_end(const char *s)
{
	for (; *s; s++) {
		if (*s == '\\' && s[1])
			s++;
		else if (*s == ':')
			return s;
	}
	return NULL;
}

/*
 * Fills pd->pdesc[] from its text, right to left: "read:entry" is function
 * read, name entry. "\:" is a colon inside a field (a C++ function's
 * "ns\:\:f"), which the field's globbing reads as a literal ':'.
 */
static void split_pdesc(struct parser *p, struct node *pd)
{
	const char *fields[4] = {"", "", "", ""};
	const char *s = pd->str;
	int n = 1, i;

	for (const char *q = field_end(s); q; q = field_end(q + 1))
		n++;
	if (n > 4)
		cc_error(p->cc, pd->pos, D_PDESC_INVAL,
			 "invalid probe description \"%s\": too many fields", s);
	for (i = 4 - n; i < 4; i++) {
		const char *colon = field_end(s);
		size_t len = colon ? (size_t)(colon - s) : strlen(s);

		fields[i] = arena_strndup(&p->cc->arena, s, len);
		s += len + (colon != NULL);
	}
	memcpy(pd->pdesc, fields, sizeof(fields));
}

/* pdesc = PDESC-token   (read in the outer scope) */
static struct node *parse_pdesc(struct parser *p)
{
	struct node *pd = node_at(p, NODE_PDESC);

	if (!is(p, TOK_PDESC))
		syntax_error(p);
	pd->str = p->tok.text;
	pd->slen = p->tok.len;
	split_pdesc(p, pd);
	advance(p, LEX_OUTER);
	return pd;
}

/*
 * clause = pdesc { "," pdesc } ( [ "/" expr "/" ] block | <nothing, on the command line> )
 * As in DTrace, "dtrace -n BEGIN" is a clause with no body (an empty block:
 * the default action), but in a file a description alone is an error: it is
 * usually a predicate lost in a comment ("BEGIN /x*" "/").
 */
static void parse_clause(struct parser *p)
{
	struct node *c = node_at(p, NODE_CLAUSE), **tail = &c->list;

	add_item(p, c);
	list_add(&tail, parse_pdesc(p));
	while (is(p, TOK_COMMA)) {
		advance(p, LEX_OUTER);
		list_add(&tail, parse_pdesc(p));
	}
	if (is(p, TOK_SLASH)) {
		struct srcpos ppos;

		next(p);
		ppos = p->tok.pos;
		p->in_pred = true;
		c->a = parse_expr(p);
		p->in_pred = false;
		expect_mode(p, TOK_SLASH, LEX_OUTER);
		if (!is(p, TOK_LBRACE))
			cc_error(p->cc, ppos, D_SYNTAX,
				 "expected actions { } following probe description and predicate");
	}
	if (is(p, TOK_LBRACE)) {
		c->b = parse_block(p, true);
		return;
	}
	if (!is(p, TOK_EOF) && !is(p, TOK_PDESC) && !is(p, TOK_INLINE) && !is(p, TOK_TRANSLATOR) &&
	    !is(p, TOK_PROVIDER) && !decl_start(p))
		syntax_error(p); /* not the start of another item */
	if (!p->cc->srcs[p->lx.file].is_cmdline)
		cc_error(p->cc, c->pos, D_SYNTAX,
			 "expected predicate and/or actions following probe description");
	c->b = node_new(p->cc, NODE_BLOCK, c->pos);
}

/* item = clause | declaration | inline | translator | provider   (pragmas are taken by advance()) */
static void parse_item(struct parser *p)
{
	switch (p->tok.kind) {
	case TOK_PROVIDER:
		parse_provider(p);
		return;
	case TOK_PDESC:
		parse_clause(p);
		return;
	case TOK_INLINE:
		parse_inline(p);
		return;
	case TOK_TRANSLATOR:
		parse_translator(p);
		return;
	default:
		if (!decl_start(p))
			syntax_error(p);
		parse_declaration(p, true);
	}
}

/* As DTrace does, refuses a program that ignores its last macro argument (unless -x argref). */
static void check_last_arg(struct parser *p)
{
	const struct cc_opts *o = &p->cc->opts;

	if (o->macro_argc > 1 && !o->argref && !p->lx.last_arg_used)
		cc_error(p->cc, p->tok.pos, D_MACRO_UNUSED,
			 "extraneous argument '%s' ($%d is not referenced)",
			 o->macro_argv[o->macro_argc - 1], o->macro_argc - 1);
}

/* program = { item } EOF */
void parse_unit(struct cc *cc, uint32_t unit)
{
	struct parser p = {.cc = cc};

	p.dump_tokens = cc->opts.dump && strstr(cc->opts.dump, "tokens");
	lex_init(&p.lx, cc, unit);
	p.lx.is_typename = lex_typename;
	advance(&p, LEX_OUTER);
	if (is(&p, TOK_EOF) && !cc->srcs[unit].is_lib) /* nothing but white space, comments and pragmas */
		cc_error(cc, p.tok.pos, D_EMPTY, "empty D program translation unit");
	while (!is(&p, TOK_EOF)) {
		struct node *last = cc->prog_tail;

		parse_item(&p);
		for (struct node *it = last ? last->next : cc->prog->list; it; it = it->next)
			check_depth(&p, it);
	}
	check_last_arg(&p);
}
