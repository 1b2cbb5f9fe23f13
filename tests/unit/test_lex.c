/*
 * test_lex.c - the lexer on its own: both modes, literals, macros, control
 * lines, and every error it raises with its message and line:column.
 *
 * Each case lexes a string into a compact listing, one token per line:
 * "KIND text" (integers as "INT value flags"), or "ERR D_TAG line:col msg".
 */
#include <setjmp.h>
#include <stdlib.h>
#include <unistd.h>

#include "cc/cc.h"
#include "cc/lex.h"
#include "t.h"

static const struct cc_host host;

static void put_token(FILE *f, const struct token *t)
{
	switch (t->kind) {
	case TOK_INT:
		fprintf(f, "INT %" PRIu64 "%s%s%s%s%s\n", t->ival,
			t->flags & NF_UNSIGNED ? " u" : "", t->flags & NF_LONG ? " l" : "",
			t->flags & NF_LONGLONG ? " ll" : "", t->flags & NF_CHAR ? " char" : "",
			t->flags & NF_OCTHEX ? " octhex" : "");
		break;
	case TOK_STR:
		fputs("STR ", f);
		for (size_t i = 0; i < t->len; i++) {
			unsigned char c = (unsigned char)t->text[i];

			if (c >= 32 && c < 127)
				fputc(c, f);
			else
				fprintf(f, "\\%o", c);
		}
		fputc('\n', f);
		break;
	case TOK_PDESC:
		fprintf(f, "PDESC %s\n", t->text);
		break;
	case TOK_IDENT:
		fprintf(f, "IDENT %s\n", t->text);
		break;
	case TOK_AGGNAME:
		fprintf(f, "AGG @%s\n", t->text);
		break;
	case TOK_PRAGMA:
		fprintf(f, "PRAGMA %s\n", t->text);
		break;
	default:
		fprintf(f, "%s%s\n", tok_str(t->kind), t->flags & TOKF_EPRED ? " epred" : "");
	}
}

/* Lexes text in `mode` to the end; returns the listing (caller frees). */
static char *lex_opts(const char *text, enum lex_mode mode, const struct cc_opts *opts)
{
	struct cc cc;
	struct lexer lx;
	struct token t;
	jmp_buf jb;
	char *buf;
	size_t len;
	FILE *f = open_memstream(&buf, &len);

	cc_init(&cc, &host, opts);
	cc.srcs[0].text = text;
	cc.nsrcs = 1;
	cc.jmp = &jb;
	if (setjmp(jb)) {
		fprintf(f, "ERR %s %u:%u %s\n", diag_tag_name(cc.diag.tag), cc.diag.pos.line,
			cc.diag.pos.col, cc.diag.msg);
	} else {
		lex_init(&lx, &cc, 0);
		do {
			lex_next(&lx, mode, &t);
			put_token(f, &t);
		} while (t.kind != TOK_EOF);
	}
	fclose(f);
	cc_fini(&cc);
	return buf;
}

static char *lex(const char *text, enum lex_mode mode)
{
	struct cc_opts o = {0};

	return lex_opts(text, mode, &o);
}

#define LEX(text, mode, want)                                                                      \
	do {                                                                                       \
		char *got_ = lex(text, mode);                                                      \
		CHECK_STR(got_, want);                                                             \
		free(got_);                                                                        \
	} while (0)

/* Lexes in expression mode and keeps only the first line (one token or an error). */
static char *first(const char *text)
{
	char *s = lex(text, LEX_EXPR), *nl = strchr(s, '\n');

	if (nl)
		nl[0] = '\0';
	return s;
}

#define FIRST(text, want)                                                                          \
	do {                                                                                       \
		char *got_ = first(text);                                                          \
		CHECK_STR(got_, want);                                                             \
		free(got_);                                                                        \
	} while (0)

static void test_outer_mode(void)
{
	LEX("syscall::read*:entry", LEX_OUTER, "PDESC syscall::read*:entry\nend of input\n");
	LEX("BEGIN", LEX_OUTER, "PDESC BEGIN\nend of input\n");
	LEX("profile-997 tick-1s", LEX_OUTER, "PDESC profile-997\nPDESC tick-1s\nend of input\n");
	LEX("pid123:libc.so.6:malloc:entry", LEX_OUTER,
	    "PDESC pid123:libc.so.6:malloc:entry\nend of input\n");
	LEX("fbt::[a-c]*:entry, :::", LEX_OUTER,
	    "PDESC fbt::[a-c]*:entry\n,\nPDESC :::\nend of input\n");
	LEX("BEGIN/x/{", LEX_OUTER, "PDESC BEGIN\n/\nPDESC x\n/ epred\n{\nend of input\n");
	/* declaration keywords and the "int*" ambiguity, resolved toward the type */
	LEX("int x;", LEX_OUTER, "int\nPDESC x\n;\nend of input\n");
	LEX("int*", LEX_OUTER, "int\nPDESC *\nend of input\n");
	LEX("int*x", LEX_OUTER, "int\nPDESC *x\nend of input\n");
	LEX("self this struct inline translator typedef", LEX_OUTER,
	    "self\nthis\nstruct\ninline\ntranslator\ntypedef\nend of input\n");
	/* keywords that cannot start a declaration are probe descriptions there */
	LEX("sizeof if", LEX_OUTER, "PDESC sizeof\nPDESC if\nend of input\n");
	LEX("a:b /* c */ d", LEX_OUTER, "PDESC a:b\nPDESC d\nend of input\n");
}

static void test_punct(void)
{
	LEX("<<= >>= ... -> ++ -- << >> <= >= == != && || ^^ += -= *= /= %= &= ^= |=", LEX_EXPR,
	    "<<=\n>>=\n...\n->\n++\n--\n<<\n>>\n<=\n>=\n==\n!=\n&&\n||\n^^\n+=\n-=\n*=\n/=\n%=\n"
	    "&=\n^=\n|=\nend of input\n");
	LEX("()[]{};,:?.+-*%&|^~!< > =", LEX_EXPR,
	    "(\n)\n[\n]\n{\n}\n;\n,\n:\n?\n.\n+\n-\n*\n%\n&\n|\n^\n~\n!\n<\n>\n=\nend of input\n");
	/* a "/" before EOF, ";", "{" or "/" may close a predicate */
	LEX("a / b /{", LEX_EXPR, "IDENT a\n/\nIDENT b\n/ epred\n{\nend of input\n");
	LEX("a/", LEX_EXPR, "IDENT a\n/ epred\nend of input\n");
	LEX("@ @agg @_x1", LEX_EXPR, "AGG @\nAGG @agg\nAGG @_x1\nend of input\n");
	LEX("sizeof stringof xlate offsetof self this if else userland", LEX_EXPR,
	    "sizeof\nstringof\nxlate\noffsetof\nself\nthis\nif\nelse\nuserland\nend of input\n");
	LEX("`max_ncpus vmlinux`jiffies genunix.so`x", LEX_EXPR,
	    "IDENT `max_ncpus\nIDENT vmlinux`jiffies\nIDENT genunix.so`x\nend of input\n");
	LEX("a.b", LEX_EXPR, "IDENT a\n.\nIDENT b\nend of input\n");
	FIRST("x #", "IDENT x");
	LEX("#\n# \n", LEX_EXPR, "end of input\n");
	FIRST("x # y", "IDENT x");
	LEX("x # y", LEX_EXPR, "IDENT x\nERR D_SYNTAX 1:3 syntax error near \"#\"\n");
}

static void test_integers(void)
{
	FIRST("0", "INT 0 octhex");
	FIRST("42", "INT 42");
	FIRST("052", "INT 42 octhex");
	FIRST("0x2A", "INT 42 octhex");
	FIRST("0X2a", "INT 42 octhex");
	FIRST("42u", "INT 42 u");
	FIRST("42U", "INT 42 u");
	FIRST("42l", "INT 42 l");
	FIRST("42L", "INT 42 l");
	FIRST("42ul", "INT 42 u l");
	FIRST("42lu", "INT 42 u l");
	FIRST("42LU", "INT 42 u l");
	FIRST("42ll", "INT 42 ll");
	FIRST("42LL", "INT 42 ll");
	FIRST("42ull", "INT 42 u ll");
	FIRST("42llu", "INT 42 u ll");
	FIRST("42ULL", "INT 42 u ll");
	FIRST("0xffULL", "INT 255 u ll octhex");
	FIRST("18446744073709551615", "INT 18446744073709551615");
	FIRST("0xffffffffffffffff", "INT 18446744073709551615 octhex");
	FIRST("01777777777777777777777", "INT 18446744073709551615 octhex");
	FIRST("18446744073709551616",
	      "ERR D_INT_OFLOW 1:1 constant 18446744073709551616 results in integer overflow");
	FIRST("0x10000000000000000",
	      "ERR D_INT_OFLOW 1:1 constant 0x10000000000000000 results in integer overflow");
	FIRST("08", "ERR D_INT_DIGIT 1:1 constant 08 contains invalid digit 8");
	/* as DTrace's lexer: a constant ends at its digits and suffix; the parser refuses what follows */
	LEX("0x1g", LEX_EXPR, "INT 1 octhex\nIDENT g\nend of input\n");
	LEX("0x", LEX_EXPR, "INT 0 octhex\nIDENT x\nend of input\n");
	LEX("12abc", LEX_EXPR, "INT 12\nIDENT abc\nend of input\n");
	LEX("1uu", LEX_EXPR, "INT 1 u\nIDENT u\nend of input\n");
	LEX("1lll", LEX_EXPR, "INT 1 ll\nIDENT l\nend of input\n");
	FIRST("1.5", "ERR D_FLT_LITERAL 1:1 floating-point constants are not permitted");
	FIRST("1e9", "ERR D_FLT_LITERAL 1:1 floating-point constants are not permitted");
	FIRST(".5", "ERR D_FLT_LITERAL 1:1 floating-point constants are not permitted");
	FIRST("0.5", "ERR D_FLT_LITERAL 1:1 floating-point constants are not permitted");
	LEX("x+1", LEX_EXPR, "IDENT x\n+\nINT 1\nend of input\n");
}

static void test_chars_and_strings(void)
{
	FIRST("'a'", "INT 97 char");
	FIRST("'\\n'", "INT 10 char");
	FIRST("'\\0'", "INT 0 char");
	FIRST("'\\377'", "INT 255 char");
	FIRST("'\\x41'", "INT 65 char");
	FIRST("'\\''", "INT 23591 char"); /* DTrace keeps the backslash of \\' */
	FIRST("'ab'", "INT 24930 char");
	FIRST("'abcdefgh'", "INT 7017280452245743464 char");
	FIRST("'abcdefghi'", "ERR D_CHR_OFLOW 1:1 character constant is too long");
	FIRST("''", "ERR D_CHR_NULL 1:1 empty character constant");
	FIRST("'a\n'", "ERR D_CHR_NL 1:1 newline encountered in character constant");
	FIRST("'a", "ERR D_CHR_NL 1:1 newline encountered in character constant");
	FIRST("\"abc\"", "STR abc");
	FIRST("\"\"", "STR ");
	FIRST("\"a\\tb\\n\\\\\\\"\\'\"", "STR a\\11b\\12\\\"\\'");
	FIRST("\"\\a\\b\\f\\r\\v\\?\"", "STR \\7\\10\\14\\15\\13\\?");
	FIRST("\"\\0x\\101\\x41\\x4a\"", "STR \\0xAAJ");
	FIRST("\"ab\ncd\"", "ERR D_STR_NL 1:1 newline encountered in string literal");
	FIRST("  \"abc", "ERR D_STR_NL 1:3 newline encountered in string literal");
	FIRST("\"ab\\\ncd\"", "ERR D_STR_NL 1:1 newline encountered in string literal");
	FIRST("\"a\\qb\"", "STR a\\qb");
	FIRST("\"a\\xg\"", "ERR D_ESCAPE 1:3 invalid escape sequence \\x in string literal");
	FIRST("'\\q'", "INT 23665 char");
	FIRST("\"\\777\"", "ERR D_ESCAPE 1:2 octal escape sequence out of range in string literal");
}

static void test_comments_and_lines(void)
{
	LEX("a /* x\ny */ b // c\nd", LEX_EXPR, "IDENT a\nIDENT b\nIDENT d\nend of input\n");
	LEX("a /* x", LEX_EXPR,
	    "IDENT a\nERR D_COMM_NL 1:3 end-of-file encountered before matching */\n");
	LEX("\n\n  /* x\n", LEX_OUTER,
	    "ERR D_COMM_NL 3:3 end-of-file encountered before matching */\n");
	LEX("#!/usr/sbin/dtrace -s\nBEGIN", LEX_OUTER, "PDESC BEGIN\nend of input\n");
	LEX("a \\\n b", LEX_EXPR, "IDENT a\nIDENT b\nend of input\n");
	/* positions: 1-based line and byte column, after #line and # N */
	LEX("\n\tx\n#line 10 \"f.d\"\ny\n# 20 \"g.d\" 2\nz 9", LEX_EXPR,
	    "IDENT x\nIDENT y\nIDENT z\nINT 9\nend of input\n");
	LEX("#line 10\n  $", LEX_EXPR, "ERR D_SYNTAX 10:3 syntax error near \"$\"\n");
	LEX("# 7 \"f.d\"\n\n@", LEX_EXPR, "AGG @\nend of input\n");
	LEX("# 1 \"/usr/include/stdc-predef.h\" 1 3 4\n# 5 \"t.d\" 2\n\n  x", LEX_EXPR,
	    "IDENT x\nend of input\n");
	LEX("# 5 \"t.d\"\n\n  x\n  $", LEX_EXPR,
	    "IDENT x\nERR D_SYNTAX 7:3 syntax error near \"$\"\n");
	LEX("# 5 \"t.d\" x", LEX_OUTER,
	    "ERR D_PRAGMA_MALFORM 1:1 malformed #line <line> [ [\"file\"] state ]\n");
	LEX("# 5 6", LEX_OUTER,
	    "ERR D_PRAGMA_MALFORM 1:1 malformed #line <line> [ [\"file\"] state ]\n");
	LEX("#line x", LEX_OUTER,
	    "ERR D_PRAGMA_MALFORM 1:1 malformed #line <line> [ [\"file\"] state ]\n");
	LEX("#line", LEX_OUTER,
	    "ERR D_PRAGMA_MALFORM 1:1 malformed #line <line> [ [\"file\"] state ]\n");
	LEX("#ident \"x\"\n#\nBEGIN", LEX_OUTER, "PDESC BEGIN\nend of input\n");
	LEX("  #pragma D option quiet /* q */\nBEGIN", LEX_OUTER,
	    "PRAGMA D option quiet /* q */\nPDESC BEGIN\nend of input\n");
	LEX("#define X 1", LEX_OUTER,
	    "ERR D_PRAGCTL_INVAL 1:1 invalid control directive: #define (run the C preprocessor on the "
	    "script with -C)\n");
	LEX("x\n  #include <a.h>", LEX_EXPR,
	    "IDENT x\nERR D_PRAGCTL_INVAL 2:3 invalid control directive: #include (run the C "
	    "preprocessor on the script with -C)\n");
}

static void test_macros(void)
{
	static const char *const argv[] = {"x.d", "42",	   "foo",  "hello world",
					   "-5",  "\"q\"", "0x10", "a\\tb"};
	struct cc_opts o = {.macro_argv = argv, .macro_argc = 8, .target_pid = 1234};
	char *s, want[256];

	s = lex_opts("$0 $1 $2 $3 $4 $5 $6 $$1 $$7", LEX_EXPR, &o);
	CHECK_STR(s, "STR x.d\nINT 42\nIDENT foo\nSTR hello world\n-\nINT 5\nSTR q\n"
		     "INT 16 octhex\nSTR 42\nSTR a\\11b\nend of input\n");
	free(s);
	s = lex_opts("$target $$target", LEX_EXPR, &o);
	CHECK_STR(s, "INT 1234\nSTR 1234\nend of input\n");
	free(s);
	s = lex_opts("pid$target:libc.so.6:malloc:entry syscall::$2:entry", LEX_OUTER, &o);
	CHECK_STR(s,
		  "PDESC pid1234:libc.so.6:malloc:entry\nPDESC syscall::foo:entry\nend of input\n");
	free(s);
	s = lex_opts("$pid $ppid $uid", LEX_EXPR, &o);
	snprintf(want, sizeof(want), "INT %d\nINT %d\nINT %d\nend of input\n", (int)getpid(),
		 (int)getppid(), (int)getuid());
	CHECK_STR(s, want);
	free(s);
	s = lex_opts("x $8", LEX_EXPR, &o);
	CHECK_STR(s, "IDENT x\nERR D_MACRO_UNDEF 1:3 macro argument $8 is not defined\n");
	free(s);
	s = lex_opts("$$12", LEX_EXPR, &o);
	CHECK_STR(s, "ERR D_MACRO_UNDEF 1:1 macro argument $$12 is not defined\n");
	free(s);
	s = lex_opts("$123456789012345678901234567890", LEX_EXPR, &o);
	CHECK_STR(s, "ERR D_MACRO_UNDEF 1:1 macro argument $123456789012345678901234567890 is not "
		     "defined\n");
	free(s);
	s = lex_opts("$nosuch", LEX_EXPR, &o);
	CHECK_STR(s, "ERR D_MACRO_UNDEF 1:1 macro variable $nosuch is not defined\n");
	free(s);
	s = lex_opts("BEGIN pid$9::f:entry", LEX_OUTER, &o);
	CHECK_STR(s, "PDESC BEGIN\nERR D_MACRO_UNDEF 1:7 macro argument $9 is not defined\n");
	free(s);
	{
		static const char *const big[] = {"x.d", "99999999999999999999", "0x1p"};
		struct cc_opts ob = {.macro_argv = big, .macro_argc = 3};

		s = lex_opts("$1", LEX_EXPR, &ob);
		CHECK_STR(s, "ERR D_INT_OFLOW 1:1 macro argument $1 constant 99999999999999999999 "
			     "results in integer overflow\n");
		free(s);
		s = lex_opts("$2", LEX_EXPR, &ob); /* neither a number nor an identifier */
		CHECK_STR(s, "STR 0x1p\nend of input\n");
		free(s);
	}
	/* without -c or -p, $target is 0 (DTrace's rule) */
	LEX("$target $$target", LEX_EXPR, "INT 0\nSTR 0\nend of input\n");
	LEX("pid$target:::", LEX_OUTER, "PDESC pid0:::\nend of input\n");
	LEX("$1", LEX_EXPR, "ERR D_MACRO_UNDEF 1:1 macro argument $1 is not defined\n");
}

int main(void)
{
	test_outer_mode();
	test_punct();
	test_integers();
	test_chars_and_strings();
	test_comments_and_lines();
	test_macros();
	return T_DONE();
}
