/*
 * test_parse.c - the parser through cc_parse(): every production, operator
 * precedence, positions, pragmas, and every error it raises with its exact
 * message and line:column.
 *
 * Expressions are compared as S-expressions ("(+ a (* b c))"); programs and
 * declarations as ast_dump() text, which pins the tree shape the checker
 * relies on.
 */
#include <stdlib.h>

#include "cc/cc.h"
#include "cc/lex.h"
#include "t.h"

static const struct cc_host host;

/* ---- S-expressions ---- */

static void sx(FILE *f, const struct node *n);

static void sx_list(FILE *f, const struct node *n)
{
	for (; n; n = n->next) {
		fputc(' ', f);
		sx(f, n);
	}
}

/* A type name as "base deriv...": "unsigned long *", "struct s []", "int (int) *". */
static void sx_type(FILE *f, const struct node *tn)
{
	const struct node *ds = tn->a;
	static const char *const fl[] = {"signed", "unsigned", "short",	   "long", "longlong",
					 "const",  "volatile", "typedef",  "self", "this",
					 "static", "extern",   "register", "auto", "userland"};
	bool sp = false;

	fputc('<', f);
	for (size_t i = 0; i < sizeof(fl) / sizeof(fl[0]); i++)
		if (ds->ival & (1u << i)) {
			fprintf(f, "%s%s", sp ? " " : "", fl[i]);
			sp = true;
		}
	if (ds->a)
		fprintf(f, "%s%s %s", sp ? " " : "",
			ds->a->kind == NODE_ENUM ? "enum"
			: ds->a->ival		 ? "union"
						 : "struct",
			ds->a->str ? ds->a->str : "");
	else if (ds->str)
		fprintf(f, "%s%s", sp ? " " : "", ds->str);
	for (const struct node *d = tn->b ? tn->b->list : NULL; d; d = d->next) {
		if (d->kind == NODE_DPTR)
			fputs(" *", f);
		else if (d->kind == NODE_DARRAY)
			fputs(" []", f);
		else
			fprintf(f, " (%zu)", node_list_len(d->list));
	}
	fputc('>', f);
}

static void sx(FILE *f, const struct node *n)
{
	switch (n->kind) {
	case NODE_IDENT:
		fputs(n->str, f);
		return;
	case NODE_INT:
		fprintf(f, "%" PRIu64, n->ival);
		return;
	case NODE_STR:
		fprintf(f, "\"%s\"", n->str);
		return;
	case NODE_SELFVAR:
		fprintf(f, "self->%s", n->str);
		return;
	case NODE_THISVAR:
		fprintf(f, "this->%s", n->str);
		return;
	case NODE_AGG:
		if (!n->list) {
			fprintf(f, "@%s", n->str);
			return;
		}
		fprintf(f, "(@%s", n->str);
		sx_list(f, n->list);
		fputc(')', f);
		return;
	case NODE_BINARY:
	case NODE_ASSIGN:
		fprintf(f, "(%s ", tok_str(n->op));
		sx(f, n->a);
		fputc(' ', f);
		sx(f, n->b);
		fputc(')', f);
		return;
	case NODE_CALL:
		if (n->str) {
			fprintf(f, "(%s", n->str);
		} else { /* (expr)(...): the checker refuses it */
			fputs("(CALL ", f);
			sx(f, n->a);
		}
		sx_list(f, n->list);
		fputc(')', f);
		return;
	case NODE_INDEX:
		fputs("([] ", f);
		sx(f, n->a);
		sx_list(f, n->list);
		fputc(')', f);
		return;
	case NODE_MEMBER:
	case NODE_PTRMEMBER:
		fprintf(f, "(%s ", n->kind == NODE_MEMBER ? "." : "->");
		sx(f, n->a);
		fprintf(f, " %s)", n->str);
		return;
	case NODE_CAST:
	case NODE_SIZEOF_TYPE:
	case NODE_XLATE:
	case NODE_OFFSETOF:
		fprintf(f, "(%s ", node_kind_name(n->kind));
		sx_type(f, n->a);
		if (n->b) {
			fputc(' ', f);
			sx(f, n->b);
		}
		if (n->str)
			fprintf(f, " %s", n->str);
		fputc(')', f);
		return;
	default:
		fprintf(f, "(%s", node_kind_name(n->kind));
		if (n->a) {
			fputc(' ', f);
			sx(f, n->a);
		}
		if (n->b) {
			fputc(' ', f);
			sx(f, n->b);
		}
		if (n->c) {
			fputc(' ', f);
			sx(f, n->c);
		}
		fputc(')', f);
	}
}

/* ---- running the parser ---- */

enum out { OUT_DUMP, OUT_EXPR, OUT_POS };

static bool as_cmdline; /* parse as a -n description instead of a -s file */

/*
 * Parses text as a -s file; returns the AST dump (OUT_DUMP), the first
 * statement's expression as an S-expression (OUT_EXPR), or on error
 * "ERR D_TAG line:col message".
 */
static char *run(const char *text, const struct cc_opts *opts, enum out out)
{
	struct cc_opts none = {0};
	struct cc cc;
	char *buf;
	size_t len;
	FILE *f = open_memstream(&buf, &len);

	cc_init(&cc, &host, opts ? opts : &none);
	if (cc_parse(&cc, text, as_cmdline ? NULL : "t.d", as_cmdline) != 0) {
		fprintf(f, "ERR %s %u:%u %s", diag_tag_name(cc.diag.tag), cc.diag.pos.line,
			cc.diag.pos.col, cc.diag.msg);
	} else if (out == OUT_DUMP) {
		ast_dump(f, cc.prog);
	} else {
		const struct node *c = cc.prog->list;
		const struct node *e = c && c->b && c->b->list ? c->b->list->a : NULL;

		if (!e)
			fputs("(no expression)", f);
		else if (out == OUT_EXPR)
			sx(f, e);
		else
			fprintf(f, "%u:%u", e->pos.line, e->pos.col);
	}
	fclose(f);
	cc_fini(&cc);
	return buf;
}

/* Parses "BEGIN { <e>; }" and returns the expression as an S-expression. */
static char *expr(const char *e)
{
	char text[512];

	snprintf(text, sizeof(text), "BEGIN { %s; }", e);
	return run(text, NULL, OUT_EXPR);
}

#define EXPR(e, want)                                                                              \
	do {                                                                                       \
		char *got_ = expr(e);                                                              \
		CHECK_STR(got_, want);                                                             \
		free(got_);                                                                        \
	} while (0)

#define DUMP(text, want)                                                                           \
	do {                                                                                       \
		char *got_ = run(text, NULL, OUT_DUMP);                                            \
		CHECK_STR(got_, want);                                                             \
		free(got_);                                                                        \
	} while (0)

#define CMDLINE(text, want)                                                                        \
	do {                                                                                       \
		char *got_;                                                                        \
		as_cmdline = true;                                                                 \
		got_ = run(text, NULL, OUT_DUMP);                                                  \
		as_cmdline = false;                                                                \
		CHECK_STR(got_, want);                                                             \
		free(got_);                                                                        \
	} while (0)

#define ERR(text, want)                                                                            \
	do {                                                                                       \
		char *got_ = run(text, NULL, OUT_DUMP);                                            \
		CHECK_STR(got_, want);                                                             \
		free(got_);                                                                        \
	} while (0)

/* ---- programs and clauses ---- */

static void test_clauses(void)
{
	DUMP("syscall::read:entry { x = 1; }",
	     "PROGRAM <0:0>\n"
	     "  CLAUSE <1:1>\n"
	     "    BLOCK <1:21>\n"
	     "      EXPR_STMT <1:23>\n"
	     "        ASSIGN = <1:25>\n"
	     "          IDENT x <1:23>\n"
	     "          INT 1 <1:27>\n"
	     "    PDESC \"syscall::read:entry\" [syscall::read:entry] <1:1>\n");
	CMDLINE("BEGIN", "PROGRAM <0:0>\n"
			 "  CLAUSE <1:1>\n"
			 "    BLOCK <1:1>\n"
			 "    PDESC \"BEGIN\" [:::BEGIN] <1:1>\n");
	DUMP("read:entry,\n  fbt:k::return, a:b:c:d, ::: /pid == 1/ {}",
	     "PROGRAM <0:0>\n"
	     "  CLAUSE <1:1>\n"
	     "    BINARY == <2:36>\n"
	     "      IDENT pid <2:32>\n"
	     "      INT 1 <2:39>\n"
	     "    BLOCK <2:42>\n"
	     "    PDESC \"read:entry\" [::read:entry] <1:1>\n"
	     "    PDESC \"fbt:k::return\" [fbt:k::return] <2:3>\n"
	     "    PDESC \"a:b:c:d\" [a:b:c:d] <2:18>\n"
	     "    PDESC \":::\" [:::] <2:27>\n");
	/* several clauses, bodies with and without a final ";", empty bodies */
	DUMP("BEGIN{} END/x/{a;b} tick-1s{;}", "PROGRAM <0:0>\n"
					       "  CLAUSE <1:1>\n"
					       "    BLOCK <1:6>\n"
					       "    PDESC \"BEGIN\" [:::BEGIN] <1:1>\n"
					       "  CLAUSE <1:9>\n"
					       "    IDENT x <1:13>\n"
					       "    BLOCK <1:15>\n"
					       "      EXPR_STMT <1:16>\n"
					       "        IDENT a <1:16>\n"
					       "      EXPR_STMT <1:18>\n"
					       "        IDENT b <1:18>\n"
					       "    PDESC \"END\" [:::END] <1:9>\n"
					       "  CLAUSE <1:21>\n"
					       "    BLOCK <1:28>\n"
					       "      EMPTY <1:29>\n"
					       "    PDESC \"tick-1s\" [:::tick-1s] <1:21>\n");
	/* a backslash escapes any character: "\:" is a colon inside a field (C++ names) */
	DUMP("ns\\:\\:f\\(int\\)\\ const:entry {}",
	     "PROGRAM <0:0>\n"
	     "  CLAUSE <1:1>\n"
	     "    BLOCK <1:29>\n"
	     "    PDESC \"ns\\:\\:f\\(int\\)\\ const:entry\" [::ns\\:\\:f\\(int\\)\\ const:entry] <1:1>\n");
	/* descriptions alone: fine on the command line, an error in a file, as in DTrace */
	CMDLINE("BEGIN END", "PROGRAM <0:0>\n"
			     "  CLAUSE <1:1>\n"
			     "    BLOCK <1:1>\n"
			     "    PDESC \"BEGIN\" [:::BEGIN] <1:1>\n"
			     "  CLAUSE <1:7>\n"
			     "    BLOCK <1:7>\n"
			     "    PDESC \"END\" [:::END] <1:7>\n");
	ERR("BEGIN {}\nEND", "ERR D_SYNTAX 2:1 expected predicate and/or actions following probe "
			     "description");
	ERR("BEGIN\nint x;", "ERR D_SYNTAX 1:1 expected predicate and/or actions following probe "
			     "description");
	ERR("BEGIN /*x*/\nEND {}",
	    "ERR D_SYNTAX 1:1 expected predicate and/or actions following probe "
	    "description");
	ERR("BEGIN /a/", "ERR D_SYNTAX 1:8 expected actions { } following probe description and "
			 "predicate");
	ERR("BEGIN /a/ END {}", "ERR D_SYNTAX 1:15 syntax error near \"{\"");
	/* as in DTrace, "/" closes a predicate only before EOF, ";", "{" or "/" */
	ERR("BEGIN /a/ END", "ERR D_SYNTAX 1:14 syntax error near end of input");
	/* division inside a predicate, and a predicate closed before "{" */
	DUMP("BEGIN /a / 2 == (b / c)/{}", "PROGRAM <0:0>\n"
					   "  CLAUSE <1:1>\n"
					   "    BINARY == <1:14>\n"
					   "      BINARY / <1:10>\n"
					   "        IDENT a <1:8>\n"
					   "        INT 2 <1:12>\n"
					   "      BINARY / (paren) <1:20>\n"
					   "        IDENT b <1:18>\n"
					   "        IDENT c <1:22>\n"
					   "    BLOCK <1:25>\n"
					   "    PDESC \"BEGIN\" [:::BEGIN] <1:1>\n");
	/* nothing to compile is DTrace's D_EMPTY, at the end of the text */
	ERR("", "ERR D_EMPTY 1:1 empty D program translation unit");
	ERR("/* only a comment */\n", "ERR D_EMPTY 2:1 empty D program translation unit");
	ERR("#pragma D option quiet\n", "ERR D_EMPTY 2:1 empty D program translation unit");
	DUMP("#!/usr/sbin/dtrace -s\n\nBEGIN{}\n", "PROGRAM <0:0>\n  CLAUSE <3:1>\n    BLOCK "
						   "<3:6>\n    PDESC \"BEGIN\" [:::BEGIN] <3:1>\n");
}

static void test_statements(void)
{
	DUMP("BEGIN { if (a) b = 1; else { c; d } if (e) {} else if (f) g; }",
	     "PROGRAM <0:0>\n"
	     "  CLAUSE <1:1>\n"
	     "    BLOCK <1:7>\n"
	     "      IF <1:9>\n"
	     "        IDENT a <1:13>\n"
	     "        EXPR_STMT <1:16>\n"
	     "          ASSIGN = <1:18>\n"
	     "            IDENT b <1:16>\n"
	     "            INT 1 <1:20>\n"
	     "        BLOCK <1:28>\n"
	     "          EXPR_STMT <1:30>\n"
	     "            IDENT c <1:30>\n"
	     "          EXPR_STMT <1:33>\n"
	     "            IDENT d <1:33>\n"
	     "      IF <1:37>\n"
	     "        IDENT e <1:41>\n"
	     "        BLOCK <1:44>\n"
	     "        IF <1:52>\n"
	     "          IDENT f <1:56>\n"
	     "          EXPR_STMT <1:59>\n"
	     "            IDENT g <1:59>\n"
	     "    PDESC \"BEGIN\" [:::BEGIN] <1:1>\n");
	DUMP("BEGIN { { { x } } }", "PROGRAM <0:0>\n"
				    "  CLAUSE <1:1>\n"
				    "    BLOCK <1:7>\n"
				    "      BLOCK <1:9>\n"
				    "        BLOCK <1:11>\n"
				    "          EXPR_STMT <1:13>\n"
				    "            IDENT x <1:13>\n"
				    "    PDESC \"BEGIN\" [:::BEGIN] <1:1>\n");
	ERR("BEGIN { a b }", "ERR D_SYNTAX 1:11 syntax error near \"b\"");
	ERR("BEGIN { if a; }", "ERR D_SYNTAX 1:12 syntax error near \"a\"");
	ERR("BEGIN { x = 1;", "ERR D_SYNTAX 1:15 syntax error near end of input");
	ERR("BEGIN { for (;;) ; }", "ERR D_SYNTAX 1:9 syntax error near \"for\"");
	ERR("BEGIN { return; }", "ERR D_SYNTAX 1:9 syntax error near \"return\"");
	ERR("BEGIN { x = 1; } }", "ERR D_SYNTAX 1:18 syntax error near \"}\"");
	ERR("BEGIN { a++ else }", "ERR D_SYNTAX 1:13 syntax error near \"else\"");
}

/* ---- expressions ---- */

static void test_precedence(void)
{
	EXPR("a + b * c", "(+ a (* b c))");
	EXPR("a * b + c", "(+ (* a b) c)");
	EXPR("a - b - c", "(- (- a b) c)");
	EXPR("a / b % c * d", "(* (% (/ a b) c) d)");
	EXPR("a << 1 + 2", "(<< a (+ 1 2))");
	EXPR("a < b << c", "(< a (<< b c))");
	EXPR("a == b < c", "(== a (< b c))");
	EXPR("a & b == c", "(& a (== b c))");
	EXPR("a ^ b & c", "(^ a (& b c))");
	EXPR("a | b ^ c", "(| a (^ b c))");
	EXPR("a && b | c", "(&& a (| b c))");
	EXPR("a ^^ b && c", "(^^ a (&& b c))");
	EXPR("a ^^ b || c", "(|| (^^ a b) c)");
	EXPR("a || b ^^ c", "(|| a (^^ b c))");
	EXPR("a || b && c", "(|| a (&& b c))");
	EXPR("a >= b != c <= d", "(!= (>= a b) (<= c d))");
	EXPR("a > b >> c", "(> a (>> b c))");
	EXPR("a ? b : c ? d : e", "(TERNARY a b (TERNARY c d e))");
	EXPR("a ? b ? c : d : e", "(TERNARY a (TERNARY b c d) e)");
	EXPR("a || b ? c : d", "(TERNARY (|| a b) c d)");
	EXPR("x = a ? b : c", "(= x (TERNARY a b c))");
	EXPR("a = b = c", "(= a (= b c))");
	EXPR("a += b -= c", "(+= a (-= b c))");
	EXPR("a *= 1, b /= 2, c %= 3", "(COMMA (COMMA (*= a 1) (/= b 2)) (%= c 3))");
	EXPR("a <<= 1, b >>= 2, c &= 3, d ^= 4, e |= 5",
	     "(COMMA (COMMA (COMMA (COMMA (<<= a 1) (>>= b 2)) (&= c 3)) (^= d 4)) (|= e 5))");
	EXPR("-a * b", "(* (NEG a) b)");
	EXPR("!a && ~b", "(&& (NOT a) (BNOT b))");
	EXPR("+a - -b", "(- (UPLUS a) (NEG b))");
	EXPR("*p + &x", "(+ (DEREF p) (ADDROF x))");
	EXPR("- - a", "(NEG (NEG a))");
	EXPR("a--b", "ERR D_SYNTAX 1:12 syntax error near \"b\"");
	EXPR("++a + b++", "(+ (PREINC a) (POSTINC b))");
	EXPR("--a - b--", "(- (PREDEC a) (POSTDEC b))");
	EXPR("*p++", "(DEREF (POSTINC p))");
	EXPR("-x[1]", "(NEG ([] x 1))");
	EXPR("(a + b) * c", "(* (+ a b) c)");
	EXPR("((a))", "a");
}

static void test_postfix_and_primary(void)
{
	EXPR("f()", "(f)");
	EXPR("printf(\"%d %s\\n\", a, b)", "(printf \"%d %s\n\" a b)");
	EXPR("f(a, (b, c))", "(f a (COMMA b c))");
	EXPR("a[1]", "([] a 1)");
	EXPR("a[x, y, \"z\"]", "([] a x y \"z\")");
	EXPR("args[0]->b.c", "(. (-> ([] args 0) b) c)");
	EXPR("curthread->t_procp->p_pidp", "(-> (-> curthread t_procp) p_pidp)");
	EXPR("self->x", "self->x");
	EXPR("a->probe.counter + self->string", "(+ (. (-> a probe) counter) self->string)");
	EXPR("self->x[1]", "([] self->x 1)");
	EXPR("this->y + 1", "(+ this->y 1)");
	EXPR("@", "@");
	EXPR("@a = count()", "(= @a (count))");
	EXPR("@a[execname, pid] = sum(arg0)", "(= (@a execname pid) (sum arg0))");
	EXPR("@[probefunc] = quantize(x)", "(= (@ probefunc) (quantize x))");
	EXPR("'a' + \"s\"", "(+ 97 \"s\")");
	EXPR("`max_ncpus", "`max_ncpus");
	EXPR("vmlinux`jiffies + 1", "(+ vmlinux`jiffies 1)");
	EXPR("stringof(a)", "(STRINGOF a)");
	EXPR("stringof a + b", "(+ (STRINGOF a) b)");
	EXPR("sizeof a", "(SIZEOF_EXPR a)");
	EXPR("sizeof (a)[1]", "(SIZEOF_EXPR ([] a 1))");
	EXPR("sizeof(int) * 2", "(* (SIZEOF_TYPE <int>) 2)");
	EXPR("sizeof(struct foo *)", "(SIZEOF_TYPE <struct foo *>)");
	EXPR("offsetof(struct foo, bar)", "(OFFSETOF <struct foo> bar)");
	EXPR("offsetof(foo_t, bar)", "(OFFSETOF <foo_t> bar)");
	EXPR("xlate<psinfo_t *>(curthread)", "(XLATE <psinfo_t *> curthread)");
	EXPR("xlate < struct s > (a, b)", "(XLATE <struct s> (COMMA a b))");
}

static void test_casts(void)
{
	EXPR("(int)x", "(CAST <int> x)");
	EXPR("(unsigned long long)x + 1", "(+ (CAST <unsigned longlong> x) 1)");
	EXPR("(char *)arg0", "(CAST <char *> arg0)");
	EXPR("(const char **)p", "(CAST <const char * *> p)");
	EXPR("(struct task_struct *)curthread", "(CAST <struct task_struct *> curthread)");
	EXPR("(string)arg0", "(CAST <string> arg0)");
	EXPR("(userland int *)arg1", "(CAST <userland int *> arg1)");
	EXPR("(int (*)(int))f", "(CAST <int * (1)> f)");
	EXPR("(char [4])x", "(CAST <char []> x)");
	EXPR("(int)(char)x", "(CAST <int> (CAST <char> x))");
	EXPR("(int)-x", "(CAST <int> (NEG x))");
	EXPR("-(int)x", "(NEG (CAST <int> x))");
	EXPR("(x)(y)", "(CALL x y)"); /* the checker's D_FUNC_IDENT, in DTrace's order (tests/cc) */
	EXPR("(x) - y", "(- x y)");
	EXPR("(x)[1]", "([] x 1)");
	EXPR("(x)->y", "(-> x y)");
	EXPR("(a)++", "(POSTINC a)");
}

static void test_expression_errors(void)
{
	ERR("BEGIN { a--b; }", "ERR D_SYNTAX 1:12 syntax error near \"b\"");
	ERR("BEGIN { a +; }", "ERR D_SYNTAX 1:12 syntax error near \";\"");
	ERR("BEGIN { f(a,); }", "ERR D_SYNTAX 1:13 syntax error near \")\"");
	ERR("BEGIN { a[1; }", "ERR D_SYNTAX 1:12 syntax error near \";\"");
	ERR("BEGIN { a ? b; }", "ERR D_SYNTAX 1:14 syntax error near \";\"");
	ERR("BEGIN { self.x; }", "ERR D_SYNTAX 1:13 syntax error near \".\"");
	ERR("BEGIN { this->1; }", "ERR D_SYNTAX 1:15 syntax error near \"1\"");
	ERR("BEGIN { a.; }", "ERR D_SYNTAX 1:11 syntax error near \";\"");
	ERR("BEGIN { (int x)y; }", "ERR D_SYNTAX 1:14 syntax error near \"x\"");
	ERR("BEGIN { x = \"abc\" \"d\"; }", "ERR D_SYNTAX 1:19 syntax error near \"\"d\"\"");
	ERR("BEGIN { x = 1.5; }",
	    "ERR D_FLT_LITERAL 1:13 floating-point constants are not permitted");
	ERR("BEGIN { xlate(x); }", "ERR D_SYNTAX 1:14 syntax error near \"(\"");
	ERR("BEGIN { offsetof(struct s); }", "ERR D_SYNTAX 1:26 syntax error near \")\"");
	ERR("BEGIN { (a + b }", "ERR D_SYNTAX 1:16 syntax error near \"}\"");
	ERR("BEGIN /x {}", "ERR D_SYNTAX 1:10 syntax error near \"{\"");
	ERR("BEGIN /(x/ {}", "ERR D_SYNTAX 1:10 closing ) expected in predicate before /");
	ERR("BEGIN /a[f(x/ {}", "ERR D_SYNTAX 1:13 closing ) expected in predicate before /");
	ERR("BEGIN /a[x/ {}", "ERR D_SYNTAX 1:11 closing ] expected in predicate before /");
	ERR("BEGIN /a ? b/ {}", "ERR D_SYNTAX 1:15 syntax error near \"{\"");
	DUMP("BEGIN /(a ? b : c) / 2/ {}", "PROGRAM <0:0>\n  CLAUSE <1:1>\n    BINARY / <1:20>\n"
					   "      TERNARY (paren) <1:11>\n        IDENT a <1:9>\n"
					   "        IDENT b <1:13>\n        IDENT c <1:17>\n"
					   "      INT 2 <1:22>\n    BLOCK <1:25>\n"
					   "    PDESC \"BEGIN\" [:::BEGIN] <1:1>\n");
	ERR("BEGIN { x = 1); }", "ERR D_SYNTAX 1:14 extra ) in input stream");
	ERR("BEGIN { x = a[1]]; }", "ERR D_SYNTAX 1:17 extra ] in input stream");
	ERR("BEGIN { x = (1; }", "ERR D_SYNTAX 1:15 syntax error near \";\"");
}

/* ---- declarations ---- */

static void test_declarations(void)
{
	DUMP("int x;", "PROGRAM <0:0>\n"
		       "  DECL <1:1>\n"
		       "    DSPEC int <1:1>\n"
		       "    DECLARATOR x <1:5>\n");
	DUMP("self int x; this string s; unsigned long long *p, **q;",
	     "PROGRAM <0:0>\n"
	     "  DECL <1:1>\n"
	     "    DSPEC int self <1:1>\n"
	     "    DECLARATOR x <1:10>\n"
	     "  DECL <1:13>\n"
	     "    DSPEC string this <1:13>\n"
	     "    DECLARATOR s <1:25>\n"
	     "  DECL <1:28>\n"
	     "    DSPEC unsigned longlong <1:28>\n"
	     "    DECLARATOR p <1:48>\n"
	     "      DPTR <1:47>\n"
	     "    DECLARATOR q <1:53>\n"
	     "      DPTR <1:52>\n"
	     "      DPTR <1:51>\n");
	/* int *a[3]: array of pointers; int (*b)[3]: pointer to array */
	DUMP("int *a[3]; int (*b)[3]; int*c;", "PROGRAM <0:0>\n"
					       "  DECL <1:1>\n"
					       "    DSPEC int <1:1>\n"
					       "    DECLARATOR a <1:6>\n"
					       "      DARRAY <1:7>\n"
					       "        INT 3 <1:8>\n"
					       "      DPTR <1:5>\n"
					       "  DECL <1:12>\n"
					       "    DSPEC int <1:12>\n"
					       "    DECLARATOR b <1:18>\n"
					       "      DPTR <1:17>\n"
					       "      DARRAY <1:20>\n"
					       "        INT 3 <1:21>\n"
					       "  DECL <1:25>\n"
					       "    DSPEC int <1:25>\n"
					       "    DECLARATOR c <1:29>\n"
					       "      DPTR <1:28>\n");
	DUMP("int * const volatile p; extern int f(int, char *, ...); void g(void);",
	     "PROGRAM <0:0>\n"
	     "  DECL <1:1>\n"
	     "    DSPEC int <1:1>\n"
	     "    DECLARATOR p <1:22>\n"
	     "      DPTR const volatile <1:5>\n"
	     "  DECL <1:25>\n"
	     "    DSPEC int extern <1:25>\n"
	     "    DECLARATOR f <1:36>\n"
	     "      DFUNC ... <1:37>\n"
	     "        DECL <1:38>\n"
	     "          DSPEC int <1:38>\n"
	     "          DECLARATOR <1:41>\n"
	     "        DECL <1:43>\n"
	     "          DSPEC char <1:43>\n"
	     "          DECLARATOR <1:48>\n"
	     "            DPTR <1:48>\n"
	     "  DECL <1:57>\n"
	     "    DSPEC void <1:57>\n"
	     "    DECLARATOR g <1:62>\n"
	     "      DFUNC <1:63>\n"
	     "        DECL <1:64>\n"
	     "          DSPEC void <1:64>\n"
	     "          DECLARATOR <1:68>\n");
	/* pointer to function returning pointer, with named parameters */
	DUMP("char *(*fp)(int n);", "PROGRAM <0:0>\n"
				    "  DECL <1:1>\n"
				    "    DSPEC char <1:1>\n"
				    "    DECLARATOR fp <1:9>\n"
				    "      DPTR <1:8>\n"
				    "      DFUNC <1:12>\n"
				    "        DECL <1:13>\n"
				    "          DSPEC int <1:13>\n"
				    "          DECLARATOR n <1:17>\n"
				    "      DPTR <1:6>\n");
	/* associative arrays */
	DUMP("int x[string, int]; self int y[struct foo *];", "PROGRAM <0:0>\n"
							      "  DECL <1:1>\n"
							      "    DSPEC int <1:1>\n"
							      "    DECLARATOR x <1:5>\n"
							      "      DARRAY <1:6>\n"
							      "        TYPENAME <1:7>\n"
							      "          DSPEC string <1:7>\n"
							      "          DECLARATOR <1:13>\n"
							      "        TYPENAME <1:15>\n"
							      "          DSPEC int <1:15>\n"
							      "          DECLARATOR <1:18>\n"
							      "  DECL <1:21>\n"
							      "    DSPEC int self <1:21>\n"
							      "    DECLARATOR y <1:30>\n"
							      "      DARRAY <1:31>\n"
							      "        TYPENAME <1:32>\n"
							      "          DSPEC <1:32>\n"
							      "            SOU struct foo <1:32>\n"
							      "          DECLARATOR <1:43>\n"
							      "            DPTR <1:43>\n");
	DUMP("int a[];",
	     "PROGRAM <0:0>\n  DECL <1:1>\n    DSPEC int <1:1>\n    DECLARATOR a <1:5>\n"
	     "      DARRAY <1:6>\n");
	DUMP("short s; long l; long long ll; signed char c; long double d; const int k;",
	     "PROGRAM <0:0>\n"
	     "  DECL <1:1>\n    DSPEC short <1:1>\n    DECLARATOR s <1:7>\n"
	     "  DECL <1:10>\n    DSPEC long <1:10>\n    DECLARATOR l <1:15>\n"
	     "  DECL <1:18>\n    DSPEC longlong <1:18>\n    DECLARATOR ll <1:28>\n"
	     "  DECL <1:32>\n    DSPEC char signed <1:32>\n    DECLARATOR c <1:44>\n"
	     "  DECL <1:47>\n    DSPEC double long <1:47>\n    DECLARATOR d <1:59>\n"
	     "  DECL <1:62>\n    DSPEC int const <1:62>\n    DECLARATOR k <1:72>\n");
	DUMP("static int s; register int r; auto int a; volatile int v;",
	     "PROGRAM <0:0>\n"
	     "  DECL <1:1>\n    DSPEC int static <1:1>\n    DECLARATOR s <1:12>\n"
	     "  DECL <1:15>\n    DSPEC int register <1:15>\n    DECLARATOR r <1:28>\n"
	     "  DECL <1:31>\n    DSPEC int auto <1:31>\n    DECLARATOR a <1:40>\n"
	     "  DECL <1:43>\n    DSPEC int volatile <1:43>\n    DECLARATOR v <1:56>\n");
	ERR("char int x;", "ERR D_DECL_COMBO 1:6 invalid type combination: int after char");
	ERR("int x", "ERR D_SYNTAX 1:6 syntax error near end of input");
	ERR("int ;{", "ERR D_SYNTAX 1:6 syntax error near \"{\"");
	ERR("int 3;", "ERR D_SYNTAX 1:5 syntax error near \"3\"");
	ERR("int x = 3;", "ERR D_SYNTAX 1:7 syntax error near \"=\"");
	ERR("int x[3;", "ERR D_SYNTAX 1:8 syntax error near \";\"");
	ERR("int x[1, 2];", "ERR D_SYNTAX 1:8 syntax error near \",\"");
	ERR("int (x;", "ERR D_SYNTAX 1:7 syntax error near \";\"");
}

static void test_sou_enum_typedef(void)
{
	DUMP("struct s { int a; char *b, c[4]; unsigned f : 3, : 2; struct s *next; };",
	     "PROGRAM <0:0>\n"
	     "  DECL <1:1>\n"
	     "    DSPEC <1:1>\n"
	     "      SOU struct s {} <1:1>\n"
	     "        DECL <1:12>\n"
	     "          DSPEC int <1:12>\n"
	     "          DECLARATOR a <1:16>\n"
	     "        DECL <1:19>\n"
	     "          DSPEC char <1:19>\n"
	     "          DECLARATOR b <1:25>\n"
	     "            DPTR <1:24>\n"
	     "          DECLARATOR c <1:28>\n"
	     "            DARRAY <1:29>\n"
	     "              INT 4 <1:30>\n"
	     "        DECL <1:34>\n"
	     "          DSPEC unsigned <1:34>\n"
	     "          DECLARATOR f <1:43>\n"
	     "            INT 3 <1:47>\n"
	     "          DECLARATOR <1:50>\n"
	     "            INT 2 <1:52>\n"
	     "        DECL <1:55>\n"
	     "          DSPEC <1:55>\n"
	     "            SOU struct s <1:55>\n"
	     "          DECLARATOR next <1:65>\n"
	     "            DPTR <1:64>\n");
	DUMP("union u { int i; long l; } x;", "PROGRAM <0:0>\n"
					      "  DECL <1:1>\n"
					      "    DSPEC <1:1>\n"
					      "      SOU union u {} <1:1>\n"
					      "        DECL <1:11>\n"
					      "          DSPEC int <1:11>\n"
					      "          DECLARATOR i <1:15>\n"
					      "        DECL <1:18>\n"
					      "          DSPEC long <1:18>\n"
					      "          DECLARATOR l <1:23>\n"
					      "    DECLARATOR x <1:28>\n");
	DUMP("enum e { A, B = 5, C = B + 1, }; enum e v; enum { Z } w;",
	     "PROGRAM <0:0>\n"
	     "  DECL <1:1>\n"
	     "    DSPEC <1:1>\n"
	     "      ENUM e {} <1:1>\n"
	     "        ENUMERATOR A <1:10>\n"
	     "        ENUMERATOR B <1:13>\n"
	     "          INT 5 <1:17>\n"
	     "        ENUMERATOR C <1:20>\n"
	     "          BINARY + <1:26>\n"
	     "            IDENT B <1:24>\n"
	     "            INT 1 <1:28>\n"
	     "  DECL <1:34>\n"
	     "    DSPEC <1:34>\n"
	     "      ENUM e <1:34>\n"
	     "    DECLARATOR v <1:41>\n"
	     "  DECL <1:44>\n"
	     "    DSPEC <1:44>\n"
	     "      ENUM {} <1:44>\n"
	     "        ENUMERATOR Z <1:51>\n"
	     "    DECLARATOR w <1:55>\n");
	/* a typedef name is a type afterwards: in declarations, casts, sizeof, and "foo_t*x" */
	DUMP("typedef unsigned int foo_t; foo_t*x; BEGIN { y = (foo_t)sizeof(foo_t *); }",
	     "PROGRAM <0:0>\n"
	     "  DECL <1:1>\n"
	     "    DSPEC int unsigned typedef <1:1>\n"
	     "    DECLARATOR foo_t <1:22>\n"
	     "  DECL <1:29>\n"
	     "    DSPEC foo_t <1:29>\n"
	     "    DECLARATOR x <1:35>\n"
	     "      DPTR <1:34>\n"
	     "  CLAUSE <1:38>\n"
	     "    BLOCK <1:44>\n"
	     "      EXPR_STMT <1:46>\n"
	     "        ASSIGN = <1:48>\n"
	     "          IDENT y <1:46>\n"
	     "          CAST <1:50>\n"
	     "            TYPENAME <1:51>\n"
	     "              DSPEC foo_t <1:51>\n"
	     "              DECLARATOR <1:56>\n"
	     "            SIZEOF_TYPE <1:57>\n"
	     "              TYPENAME <1:64>\n"
	     "                DSPEC foo_t <1:64>\n"
	     "                DECLARATOR <1:70>\n"
	     "                  DPTR <1:70>\n"
	     "    PDESC \"BEGIN\" [:::BEGIN] <1:38>\n");
	/* typedef of a struct; the same name as a member (C allows "foo foo") */
	DUMP("typedef struct { int a; } foo; struct t { foo foo; };",
	     "PROGRAM <0:0>\n"
	     "  DECL <1:1>\n"
	     "    DSPEC typedef <1:1>\n"
	     "      SOU struct {} <1:9>\n"
	     "        DECL <1:18>\n"
	     "          DSPEC int <1:18>\n"
	     "          DECLARATOR a <1:22>\n"
	     "    DECLARATOR foo <1:27>\n"
	     "  DECL <1:32>\n"
	     "    DSPEC <1:32>\n"
	     "      SOU struct t {} <1:32>\n"
	     "        DECL <1:43>\n"
	     "          DSPEC foo <1:43>\n"
	     "          DECLARATOR foo <1:47>\n");
	DUMP("struct s;",
	     "PROGRAM <0:0>\n  DECL <1:1>\n    DSPEC <1:1>\n      SOU struct s <1:1>\n");
	ERR("struct { int a }", "ERR D_SYNTAX 1:16 syntax error near \"}\"");
	ERR("struct;", "ERR D_SYNTAX 1:7 syntax error near \";\"");
	ERR("enum { };", "ERR D_SYNTAX 1:8 syntax error near \"}\"");
	ERR("enum e { A B };", "ERR D_SYNTAX 1:12 syntax error near \"B\"");
	ERR("struct s { int a; } int x;",
	    "ERR D_DECL_COMBO 1:21 invalid type combination: int after struct or union");
}

static void test_inline_translator(void)
{
	DUMP("inline int MAX = 10 * 2;", "PROGRAM <0:0>\n"
					 "  INLINE <1:1>\n"
					 "    DSPEC int <1:8>\n"
					 "    DECLARATOR MAX <1:12>\n"
					 "    BINARY * <1:21>\n"
					 "      INT 10 <1:18>\n"
					 "      INT 2 <1:23>\n");
	DUMP("inline string state[int s] = s == 1 ? \"run\" : \"sleep\";",
	     "PROGRAM <0:0>\n"
	     "  INLINE <1:1>\n"
	     "    DSPEC string <1:8>\n"
	     "    DECLARATOR state <1:15>\n"
	     "      DARRAY <1:20>\n"
	     "        TYPENAME <1:21>\n"
	     "          DSPEC int <1:21>\n"
	     "          DECLARATOR s <1:25>\n"
	     "    TERNARY <1:37>\n"
	     "      BINARY == <1:32>\n"
	     "        IDENT s <1:30>\n"
	     "        INT 1 <1:35>\n"
	     "      STR \"run\" <1:39>\n"
	     "      STR \"sleep\" <1:47>\n");
	DUMP("translator psinfo_t < struct task_struct *T > {\n"
	     "\tpr_pid = T->pid;\n"
	     "\tpr_fname = stringof(T->comm);\n"
	     "};\nBEGIN {}",
	     "PROGRAM <0:0>\n"
	     "  XLATOR T <1:1>\n"
	     "    TYPENAME <1:12>\n"
	     "      DSPEC psinfo_t <1:12>\n"
	     "      DECLARATOR <1:21>\n"
	     "    TYPENAME <1:23>\n"
	     "      DSPEC <1:23>\n"
	     "        SOU struct task_struct <1:23>\n"
	     "      DECLARATOR <1:43>\n"
	     "        DPTR <1:42>\n"
	     "    XLMEMBER pr_pid <2:2>\n"
	     "      PTRMEMBER pid <2:12>\n"
	     "        IDENT T <2:11>\n"
	     "    XLMEMBER pr_fname <3:2>\n"
	     "      STRINGOF <3:13>\n"
	     "        PTRMEMBER comm (paren) <3:23>\n"
	     "          IDENT T <3:22>\n"
	     "  CLAUSE <5:1>\n"
	     "    BLOCK <5:7>\n"
	     "    PDESC \"BEGIN\" [:::BEGIN] <5:1>\n");
	DUMP("translator struct out < int x > { };", "PROGRAM <0:0>\n"
						     "  XLATOR x <1:1>\n"
						     "    TYPENAME <1:12>\n"
						     "      DSPEC <1:12>\n"
						     "        SOU struct out <1:12>\n"
						     "      DECLARATOR <1:23>\n"
						     "    TYPENAME <1:25>\n"
						     "      DSPEC int <1:25>\n"
						     "      DECLARATOR <1:29>\n");
	ERR("inline int x;", "ERR D_SYNTAX 1:13 syntax error near \";\"");
	ERR("inline int = 3;", "ERR D_SYNTAX 1:12 syntax error near \"=\"");
	ERR("translator a < int x > { y = 1; }",
	    "ERR D_SYNTAX 1:34 syntax error near end of input");
	ERR("translator a < int > { };", "ERR D_SYNTAX 1:20 syntax error near \">\"");
	ERR("translator a < int x > { y; };", "ERR D_SYNTAX 1:27 syntax error near \";\"");
}

/* ---- pragmas ---- */

static void test_pragmas(void)
{
	struct cc cc;
	struct cc_opts o = {0};

	DUMP("#pragma D option quiet\nBEGIN {}\n#pragma D option bufsize=4m\n",
	     "PROGRAM <0:0>\n"
	     "  OPTION quiet <1:1>\n"
	     "  CLAUSE <2:1>\n"
	     "    BLOCK <2:7>\n"
	     "    PDESC \"BEGIN\" [:::BEGIN] <2:1>\n"
	     "  OPTION bufsize <3:1>\n"
	     "    STR \"4m\" <3:1>\n");
	/* a pragma inside a clause comes after the clause in program order */
	DUMP("BEGIN {\n#pragma D option flowindent\n}", "PROGRAM <0:0>\n"
							"  CLAUSE <1:1>\n"
							"    BLOCK <1:7>\n"
							"    PDESC \"BEGIN\" [:::BEGIN] <1:1>\n"
							"  OPTION flowindent <2:1>\n");
	DUMP("#pragma D attributes Stable/Stable/Common x\n"
	     "#pragma D binding \"1.0\" x\n"
	     "#pragma D depends_on provider sched\n"
	     "#pragma D ident \"x\"\n#pragma ident \"x\"\n#pragma once\n#pragma\n#pragma D\nint x;\n",
	     "PROGRAM <0:0>\n  DECL <9:1>\n    DSPEC int <9:1>\n    DECLARATOR x <9:5>\n");
	ERR("#pragma D option", "ERR D_PRAGMA_MALFORM 1:1 malformed #pragma option <option>=<val>");
	ERR("\n#pragma D option a b",
	    "ERR D_PRAGMA_MALFORM 2:1 superfluous arguments specified for #pragma option");
	ERR("#pragma D attributes x", "ERR D_PRAGMA_MALFORM 1:1 malformed #pragma attributes "
				      "<attributes> <ident>");
	ERR("#pragma D binding 1.0 x",
	    "ERR D_PRAGMA_MALFORM 1:1 malformed #pragma binding \"version\" <ident>");
	ERR("#pragma D depends_on provider",
	    "ERR D_PRAGMA_MALFORM 1:1 malformed #pragma depends_on <class> <name>");
	ERR("#pragma D depends_on planet mars",
	    "ERR D_PRAGMA_INVAL 1:1 invalid class planet specified by #pragma depends_on");
	ERR("#pragma D depends_on library net.d",
	    "ERR D_PRAGMA_DEPEND 1:1 main program may not explicitly depend on a library");
	ERR("#pragma D frobnicate", "ERR D_PRAGMA_INVAL 1:1 invalid D pragma: frobnicate");
	ERR("#error stop", "ERR D_PRAGCTL_INVAL 1:1 invalid control directive: #error (run the C "
			   "preprocessor on the script with -C)");

	/* the options also land in cc->pragmas, across compile units */
	cc_init(&cc, &host, &o);
	CHECK_EQ(cc_parse(&cc, "#pragma D option quiet\n#pragma D option strsize=32\nint x;\n", "a.d",
			  false),
		 0);
	CHECK_EQ(cc_parse(&cc, "#pragma D option switchrate=10hz\nBEGIN{}", "b.d", false), 0);
	CHECK_EQ(cc.npragmas, 3);
	if (cc.npragmas == 3) {
		CHECK_STR(cc.pragmas[0].name, "quiet");
		CHECK(cc.pragmas[0].value == NULL);
		CHECK_STR(cc.pragmas[1].name, "strsize");
		CHECK_STR(cc.pragmas[1].value, "32");
		CHECK_STR(cc.pragmas[2].name, "switchrate");
		CHECK_STR(cc.pragmas[2].value, "10hz");
		CHECK_EQ(cc.pragmas[2].pos.file, 1);
		CHECK_EQ(cc.pragmas[2].pos.line, 1);
	}
	cc_fini(&cc);
}

/* ---- errors at the top level, positions, macros ---- */

static void test_outer_errors(void)
{
	ERR("BEGIN {", "ERR D_SYNTAX 1:8 syntax error near end of input");
	ERR("BEGIN }", "ERR D_SYNTAX 1:7 syntax error near \"}\"");
	ERR("{ x }", "ERR D_SYNTAX 1:1 syntax error near \"{\"");
	ERR("BEGIN, {}", "ERR D_SYNTAX 1:8 syntax error near \"{\"");
	ERR("BEGIN;", "ERR D_SYNTAX 1:6 syntax error near \";\"");
	ERR("BEGIN { x }\n  42", "ERR D_SYNTAX 2:3 syntax error near \"42\"");
	ERR("a:b:c:d:e { }",
	    "ERR D_PDESC_INVAL 1:1 invalid probe description \"a:b:c:d:e\": too many fields");
	ERR("BEGIN { }\n\n/* never closed",
	    "ERR D_COMM_NL 3:1 end-of-file encountered before matching */");
	ERR("BEGIN { \"abc }", "ERR D_STR_NL 1:9 newline encountered in string literal");
	ERR("BEGIN { x = 099; }", "ERR D_INT_DIGIT 1:13 constant 099 contains invalid digit 9");
	ERR("BEGIN { x = 99999999999999999999; }",
	    "ERR D_INT_OFLOW 1:13 constant 99999999999999999999 results in integer overflow");
	ERR("BEGIN { x = ''; }", "ERR D_CHR_NULL 1:13 empty character constant");
	ERR("BEGIN { x = 'abcdefghi'; }", "ERR D_CHR_OFLOW 1:13 character constant is too long");
	ERR("BEGIN { x = 'a\n'; }", "ERR D_CHR_NL 1:13 newline encountered in character constant");
	ERR("BEGIN { x = \"\\xg\"; }",
	    "ERR D_ESCAPE 1:14 invalid escape sequence \\x in string literal");
	ERR("BEGIN { x = $1; }", "ERR D_MACRO_UNDEF 1:13 macro argument $1 is not defined");
	ERR("BEGIN { x = $nosuchvar; }", "ERR D_MACRO_UNDEF 1:13 macro variable $nosuchvar is not defined");
	ERR("#include <x.h>\n", "ERR D_PRAGCTL_INVAL 1:1 invalid control directive: #include (run the C "
				"preprocessor on the script with -C)");
	/* positions count bytes from 1, and tabs are one column */
	ERR("BEGIN\n{\n\tx = ;\n}", "ERR D_SYNTAX 3:6 syntax error near \";\"");
	ERR("#line 100\nBEGIN { ) }", "ERR D_SYNTAX 100:9 extra ) in input stream");
}

static void test_macros(void)
{
	static const char *const argv[] = {"t.d", "1234", "read", "hello world", "-3"};
	struct cc_opts o = {.macro_argv = argv, .macro_argc = 5, .target_pid = 77};
	char *s;

	s = run("pid$target::$2:entry /pid == $1/ { x = $$3; y = $4; z = $2; }", &o, OUT_DUMP);
	CHECK_STR(s, "PROGRAM <0:0>\n"
		     "  CLAUSE <1:1>\n"
		     "    BINARY == <1:27>\n"
		     "      IDENT pid <1:23>\n"
		     "      INT 1234 <1:30>\n"
		     "    BLOCK <1:34>\n"
		     "      EXPR_STMT <1:36>\n"
		     "        ASSIGN = <1:38>\n"
		     "          IDENT x <1:36>\n"
		     "          STR \"hello world\" <1:40>\n"
		     "      EXPR_STMT <1:45>\n"
		     "        ASSIGN = <1:47>\n"
		     "          IDENT y <1:45>\n"
		     "          NEG <1:49>\n"
		     "            INT 3 <1:49>\n"
		     "      EXPR_STMT <1:53>\n"
		     "        ASSIGN = <1:55>\n"
		     "          IDENT z <1:53>\n"
		     "          IDENT read <1:57>\n"
		     "    PDESC \"pid77::read:entry\" [pid77::read:entry] <1:1>\n");
	free(s);
	s = run("BEGIN { x = $target + $3; }", &o, OUT_DUMP);
	CHECK_STR(s, "ERR D_MACRO_UNUSED 1:28 extraneous argument '-3' ($4 is not referenced)");
	free(s);
	o.argref = true;
	s = run("BEGIN { x = $target + $3; }", &o, OUT_EXPR);
	CHECK_STR(s, "(= x (+ 77 \"hello world\"))");
	free(s);
	s = run("BEGIN { x = $7; }", &o, OUT_DUMP);
	CHECK_STR(s, "ERR D_MACRO_UNDEF 1:13 macro argument $7 is not defined");
	free(s);
	o.defaultargs = true;
	s = run("syscall::$$9:entry { x = $7 + $$8; }", &o, OUT_DUMP);
	CHECK_STR(s, "PROGRAM <0:0>\n"
		     "  CLAUSE <1:1>\n"
		     "    BLOCK <1:20>\n"
		     "      EXPR_STMT <1:22>\n"
		     "        ASSIGN = <1:24>\n"
		     "          IDENT x <1:22>\n"
		     "          BINARY + <1:29>\n"
		     "            INT 0 octhex <1:26>\n"
		     "            STR \"\" <1:31>\n"
		     "    PDESC \"syscall:::entry\" [syscall:::entry] <1:1>\n");
	free(s);
	/* the last argument may be used in a probe description; $0 alone needs no use */
	o.argref = o.defaultargs = false;
	s = run("syscall::$4:entry {}", &o, OUT_EXPR);
	CHECK_STR(s, "(no expression)");
	free(s);
	o.macro_argc = 1;
	s = run("BEGIN {}", &o, OUT_EXPR);
	CHECK_STR(s, "(no expression)");
	free(s);
}

static void test_positions(void)
{
	char *s = run("BEGIN\n{\n    f(1);\n}", NULL, OUT_POS);

	CHECK_STR(s, "3:5");
	free(s);
	s = run("BEGIN { a->b; }", NULL, OUT_POS);
	CHECK_STR(s, "1:10");
	free(s);
	s = run("BEGIN { a[1]; }", NULL, OUT_POS);
	CHECK_STR(s, "1:10");
	free(s);
	s = run("BEGIN { (int)x; }", NULL, OUT_POS);
	CHECK_STR(s, "1:9");
	free(s);
	s = run("BEGIN { a ? b : c; }", NULL, OUT_POS);
	CHECK_STR(s, "1:11");
	free(s);
	s = run("BEGIN { @x[1] = count(); }", NULL, OUT_POS);
	CHECK_STR(s, "1:15");
	free(s);
}

/* Counts nodes under n whose position is unset, and marks the kinds seen. */
static int unpositioned(const struct node *n, bool *seen)
{
	int bad = 0;

	for (; n; n = n->next) {
		seen[n->kind] = true;
		if (n->kind != NODE_PROGRAM && (n->pos.line == 0 || n->pos.col == 0)) {
			fprintf(stderr, "no position: %s\n", node_kind_name(n->kind));
			bad++;
		}
		bad += unpositioned(n->a, seen) + unpositioned(n->b, seen) +
		       unpositioned(n->c, seen);
		bad += unpositioned(n->list, seen);
	}
	return bad;
}

/* Every node of every kind gets the position of a token. */
static void test_every_node_has_a_position(void)
{
	static const char text[] =
		"#pragma D option quiet\n"
		"typedef unsigned long ulong_t; struct s { int a : 3; char *b[2]; } v;\n"
		"enum e { A = 1, B }; int (*fp)(int, ...); int assoc[string, int];\n"
		"inline int N = 3;\n"
		"translator struct s < int x > { a = x; };\n"
		"provider pv { probe p__q(int a, char *) : (char *); };\n"
		"BEGIN, END /!a/ {\n"
		"\tif (a) { ; } else b = -a + +c * ~d;\n"
		"\tx = a ? (ulong_t)&y : *z; x += sizeof (int) + sizeof x;\n"
		"\tp = offsetof(struct s, a) ^^ stringof(q); r = xlate<struct s>(w).a;\n"
		"\tself->t++; --this->u; ++v; w--; @[1, \"k\"] = count(); f(a[1, 2], g->h, (i, "
		"j))\n"
		"}\n";
	struct cc_opts o = {0};
	bool seen[NODE__COUNT] = {false};
	struct cc cc;

	cc_init(&cc, &host, &o);
	CHECK_EQ(cc_parse(&cc, text, "t.d", false), 0);
	CHECK_EQ(unpositioned(cc.prog, seen), 0);
	for (int k = NODE_PROGRAM; k < NODE__COUNT; k++)
		if (!seen[k])
			fprintf(stderr, "node kind not covered: %s\n", node_kind_name(k));
	for (int k = NODE_PROGRAM; k < NODE__COUNT; k++)
		CHECK(seen[k]);
	cc_fini(&cc);
}

/* The AST dump of a whole acceptance script, to pin the tree shape end to end. */
static void test_acceptance_scripts(void)
{
	static const char *const progs[] = {
		"sched:::off-cpu /pid == 1/ { self->ts = timestamp; }\n"
		"sched:::on-cpu /self->ts/ { @[stack(), ustack()] = quantize(timestamp - self->ts);"
		" self->ts = 0; }",
		"pid1:::entry /self->ptr/ { printf(\"%*s -> %s`%s\\n\", self->depth, \"\", "
		"probemod,"
		" probefunc); }",
		"syscall::read:entry /pid == 1/ { @[fds[arg0].fi_pathname] = sum(arg2); }",
		"syscall:::entry /execname == \"top\"/ { @[probefunc] = count(); }",
	};

	for (size_t i = 0; i < sizeof(progs) / sizeof(progs[0]); i++) {
		char *s = run(progs[i], NULL, OUT_DUMP);

		CHECK(strncmp(s, "PROGRAM", 7) == 0);
		if (strncmp(s, "PROGRAM", 7) != 0)
			fprintf(stderr, "%s\n", s);
		free(s);
	}
}

int main(void)
{
	test_clauses();
	test_statements();
	test_precedence();
	test_postfix_and_primary();
	test_casts();
	test_expression_errors();
	test_declarations();
	test_sou_enum_typedef();
	test_inline_translator();
	test_pragmas();
	test_outer_errors();
	test_macros();
	test_positions();
	test_acceptance_scripts();
	test_every_node_has_a_position();
	return T_DONE();
}
