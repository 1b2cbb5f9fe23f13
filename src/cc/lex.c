/*
 * lex.c - D tokens (stage 1 of 8).
 *
 * Input: the text of one compile unit (cc->srcs[unit].text). Output: one
 * struct token per lex_next() call, in the mode the parser asks for:
 *   LEX_OUTER  between clauses. A run of probe-description characters is one
 *              TOK_PDESC ("syscall::read*:entry", "profile-997"), unless it is
 *              a declaration keyword or a type name ("int", "self", "int*x").
 *   LEX_EXPR   C tokens, for predicates, clause bodies and declarations.
 * Also handled here, invisibly to the parser: comments, "#!" lines, "#line"
 * and "# N" control lines, backslash-newline, and macro substitution ($1,
 * $$1, $target, $pid ...; in probe descriptions too). "#pragma" lines come
 * out as TOK_PRAGMA for parse.c to interpret.
 *
 * Token text lives in cc->arena; ->raw points into the source (or at the
 * macro reference). Errors go through cc_error() at the offending
 * character; this file does no I/O except lex_dump_token().
 */
#include "lex.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/util.h"
#include "ast.h"
#include "cc.h"

/* ---- token names ---- */

static const char *const tok_names[TOK__COUNT] = {
	[TOK_EOF] = "end of input",
	[TOK_PDESC] = "probe description",
	[TOK_IDENT] = "identifier",
	[TOK_INT] = "integer constant",
	[TOK_STR] = "string literal",
	[TOK_AGGNAME] = "aggregation",
	[TOK_PRAGMA] = "#pragma",
	[TOK_LPAREN] = "(",
	[TOK_RPAREN] = ")",
	[TOK_LBRACKET] = "[",
	[TOK_RBRACKET] = "]",
	[TOK_LBRACE] = "{",
	[TOK_RBRACE] = "}",
	[TOK_SEMI] = ";",
	[TOK_COMMA] = ",",
	[TOK_COLON] = ":",
	[TOK_QUESTION] = "?",
	[TOK_DOT] = ".",
	[TOK_ARROW] = "->",
	[TOK_ELLIPSIS] = "...",
	[TOK_PLUS] = "+",
	[TOK_MINUS] = "-",
	[TOK_STAR] = "*",
	[TOK_SLASH] = "/",
	[TOK_PERCENT] = "%",
	[TOK_AMP] = "&",
	[TOK_PIPE] = "|",
	[TOK_CARET] = "^",
	[TOK_TILDE] = "~",
	[TOK_BANG] = "!",
	[TOK_LT] = "<",
	[TOK_GT] = ">",
	[TOK_LE] = "<=",
	[TOK_GE] = ">=",
	[TOK_EQ] = "==",
	[TOK_NE] = "!=",
	[TOK_SHL] = "<<",
	[TOK_SHR] = ">>",
	[TOK_LAND] = "&&",
	[TOK_LOR] = "||",
	[TOK_LXOR] = "^^",
	[TOK_INC] = "++",
	[TOK_DEC] = "--",
	[TOK_ASSIGN] = "=",
	[TOK_ADD_ASSIGN] = "+=",
	[TOK_SUB_ASSIGN] = "-=",
	[TOK_MUL_ASSIGN] = "*=",
	[TOK_DIV_ASSIGN] = "/=",
	[TOK_MOD_ASSIGN] = "%=",
	[TOK_SHL_ASSIGN] = "<<=",
	[TOK_SHR_ASSIGN] = ">>=",
	[TOK_AND_ASSIGN] = "&=",
	[TOK_XOR_ASSIGN] = "^=",
	[TOK_OR_ASSIGN] = "|=",
	[TOK_AUTO] = "auto",
	[TOK_BREAK] = "break",
	[TOK_CASE] = "case",
	[TOK_CHAR] = "char",
	[TOK_CONST] = "const",
	[TOK_CONTINUE] = "continue",
	[TOK_COUNTER] = "counter",
	[TOK_DEFAULT] = "default",
	[TOK_DO] = "do",
	[TOK_DOUBLE] = "double",
	[TOK_ELSE] = "else",
	[TOK_ENUM] = "enum",
	[TOK_EXTERN] = "extern",
	[TOK_FLOAT] = "float",
	[TOK_FOR] = "for",
	[TOK_GOTO] = "goto",
	[TOK_IF] = "if",
	[TOK_IMPORT] = "import",
	[TOK_INLINE] = "inline",
	[TOK_INT_KW] = "int",
	[TOK_LONG] = "long",
	[TOK_OFFSETOF] = "offsetof",
	[TOK_PROBE] = "probe",
	[TOK_PROVIDER] = "provider",
	[TOK_REGISTER] = "register",
	[TOK_RESTRICT] = "restrict",
	[TOK_RETURN] = "return",
	[TOK_SELF] = "self",
	[TOK_SHORT] = "short",
	[TOK_SIGNED] = "signed",
	[TOK_SIZEOF] = "sizeof",
	[TOK_STATIC] = "static",
	[TOK_STRING] = "string",
	[TOK_STRINGOF] = "stringof",
	[TOK_STRUCT] = "struct",
	[TOK_SWITCH] = "switch",
	[TOK_THIS] = "this",
	[TOK_TRANSLATOR] = "translator",
	[TOK_TYPEDEF] = "typedef",
	[TOK_UNION] = "union",
	[TOK_UNSIGNED] = "unsigned",
	[TOK_USERLAND] = "userland",
	[TOK_VOID] = "void",
	[TOK_VOLATILE] = "volatile",
	[TOK_WHILE] = "while",
	[TOK_XLATE] = "xlate",
};

const char *tok_str(int kind)
{
	if (kind < 0 || kind >= TOK__COUNT || !tok_names[kind])
		return "?";
	return tok_names[kind];
}

/*
 * Keywords that may start a declaration in the outer scope: a run of probe
 * description characters spelling one of these is the keyword, as in DTrace.
 */
static bool outer_keyword(int kind)
{
	switch (kind) {
	case TOK_AUTO:
	case TOK_CHAR:
	case TOK_CONST:
	case TOK_COUNTER:
	case TOK_DOUBLE:
	case TOK_ENUM:
	case TOK_EXTERN:
	case TOK_FLOAT:
	case TOK_IMPORT:
	case TOK_INLINE:
	case TOK_INT_KW:
	case TOK_LONG:
	case TOK_PROVIDER:
	case TOK_REGISTER:
	case TOK_RESTRICT:
	case TOK_SELF:
	case TOK_SHORT:
	case TOK_SIGNED:
	case TOK_STATIC:
	case TOK_STRING:
	case TOK_STRUCT:
	case TOK_THIS:
	case TOK_TRANSLATOR:
	case TOK_TYPEDEF:
	case TOK_UNION:
	case TOK_UNSIGNED:
	case TOK_USERLAND:
	case TOK_VOID:
	case TOK_VOLATILE:
		return true;
	default:
		return false;
	}
}

/* Returns the keyword spelled by s[0..len), or TOK_IDENT. */
static enum tok_kind keyword(const char *s, size_t len)
{
	for (int k = TOK_AUTO; k < TOK__COUNT; k++)
		if (strlen(tok_names[k]) == len && memcmp(tok_names[k], s, len) == 0)
			return (enum tok_kind)k;
	return TOK_IDENT;
}

/* ---- positions and errors ---- */

static struct srcpos pos_at(const struct lexer *lx, const char *c)
{
	return (struct srcpos){
		.file = lx->file, .line = lx->line, .col = (uint32_t)(c - lx->bol) + 1};
}

static bool is_hspace(int c)
{
	return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r';
}

static bool is_ident_start(int c)
{
	return isalpha(c) || c == '_';
}

static bool is_ident_char(int c)
{
	return isalnum(c) || c == '_';
}

/* Characters of a probe description (DTrace's: letters, digits and -$:_.?*\[]!`). */
static bool is_pdesc_start(int c)
{
	return isalpha(c) || (c && strchr("-$:_.?*\\[]!", c));
}

static bool is_pdesc_char(int c)
{
	return isalnum(c) || (c && strchr("-$:_.?*\\[]!`", c));
}

static void newline(struct lexer *lx, const char *after)
{
	lx->line++;
	lx->bol = after;
}

/* ---- skipping: white space, comments, control lines ---- */

/* True if only horizontal white space precedes c on its line. */
static bool at_line_start(const struct lexer *lx, const char *c)
{
	for (const char *q = lx->bol; q < c; q++)
		if (!is_hspace((unsigned char)*q))
			return false;
	return true;
}

/* A NUL at q before the end of the text: the text has a NUL byte, which D refuses wherever it is. */
static void check_nul(struct lexer *lx, const char *q)
{
	if (*q == '\0' && q < lx->end)
		cc_error(lx->cc, pos_at(lx, q), D_SYNTAX, "syntax error near \"\\0\": a NUL byte in the program text");
}

/* Skips a block comment starting at lx->p ("/" "*"). */
static void skip_block_comment(struct lexer *lx)
{
	struct srcpos start = pos_at(lx, lx->p);
	const char *q = lx->p + 2;

	for (;;) {
		check_nul(lx, q);
		if (*q == '\0')
			cc_error(lx->cc, start, D_COMM_NL,
				 "end-of-file encountered before matching */");
		if (q[0] == '*' && q[1] == '/')
			break;
		if (*q == '\n')
			newline(lx, q + 1);
		q++;
	}
	lx->p = q + 2;
}

/* Skips to the end of the current line (not past the newline). */
static void skip_to_eol(struct lexer *lx)
{
	while (*lx->p && *lx->p != '\n')
		lx->p++;
}

/*
 * Splits the rest of a control line into words (a quoted string is one word)
 * after dropping comments. Returns the number of words; words point into buf.
 */
static int control_words(const char *s, size_t len, char *buf, char **words, int max)
{
	int n = 0;
	size_t o = 0;

	for (size_t i = 0; i < len;) {
		if (isspace((unsigned char)s[i])) {
			i++;
			continue;
		}
		if (s[i] == '/' && i + 1 < len && s[i + 1] == '/')
			break;
		if (s[i] == '/' && i + 1 < len && s[i + 1] == '*') {
			const char *end = strstr(s + i + 2, "*/");

			if (!end || (size_t)(end - s) >= len)
				break;
			i = (size_t)(end - s) + 2;
			continue;
		}
		if (n < max)
			words[n] = buf + o;
		n++;
		if (s[i] == '"') {
			buf[o++] = s[i++];
			while (i < len && s[i] != '"')
				buf[o++] = s[i++];
			if (i < len)
				buf[o++] = s[i++];
		} else {
			while (i < len && !isspace((unsigned char)s[i]) && s[i] != '"')
				buf[o++] = s[i++];
		}
		buf[o++] = '\0';
	}
	return n < max ? n : max;
}

/* Applies "# N ["file" [flags]]" / "#line N ..." whose words follow the directive. */
static void control_line_number(struct lexer *lx, struct srcpos pos, char **w, int n,
				const char *what, const char *eol)
{
	char *end;
	unsigned long v;

	bool ok = n >= 1 && isdigit((unsigned char)w[0][0]) && (n < 2 || w[1][0] == '"');

	/* GNU cpp writes several flags after the file name: # 1 "x.h" 1 3 4 */
	for (int i = 2; ok && i < n; i++)
		ok = w[i][0] && strspn(w[i], "0123456789") == strlen(w[i]);
	errno = 0;
	v = ok ? strtoul(w[0], &end, 10) : 0;
	if (!ok || errno || *end)
		cc_error(lx->cc, pos, D_PRAGMA_MALFORM, "malformed #%s <line> [ [\"file\"] state ]",
			 what);
	/* "file": positions from here on are in that file (cpp's output names the files it read) */
	if (n >= 2) {
		size_t len = strlen(w[1]);
		char *name = arena_strndup(&lx->cc->arena, w[1] + 1, len >= 2 ? len - 2 : 0);

		lx->file = cc_src_named(lx->cc, lx->unit, name);
	}
	/* the line after this one is line v */
	lx->p = eol;
	if (*lx->p == '\n') {
		lx->p++;
		lx->bol = lx->p;
	}
	lx->line = (uint32_t)v;
}

/*
 * Handles the control line whose '#' is at lx->p. Returns true with *tok set
 * for "#pragma"; otherwise consumes the line and returns false.
 */
static bool control_line(struct lexer *lx, struct token *tok)
{
	const char *hash = lx->p, *s = hash + 1, *eol;
	struct srcpos pos = pos_at(lx, hash);
	char *buf, *w[8];
	int n;

	if (*s == '!') { /* #! interpreter line */
		skip_to_eol(lx);
		return false;
	}
	eol = strchr(s, '\n');
	if (!eol)
		eol = s + strlen(s);
	buf = arena_alloc(&lx->cc->arena, (size_t)(eol - s) * 2 + 2);
	n = control_words(s, (size_t)(eol - s), buf, w, (int)ARRAY_LEN(w));
	if (n == 0 || strcmp(w[0], "ident") == 0) {
		lx->p = eol;
		return false;
	}
	if (isdigit((unsigned char)w[0][0])) {
		control_line_number(lx, pos, w, n, "line", eol);
		return false;
	}
	if (strcmp(w[0], "line") == 0) {
		control_line_number(lx, pos, w + 1, n - 1, "line", eol);
		return false;
	}
	if (strcmp(w[0], "pragma") == 0) {
		const char *t = strstr(s, "pragma") + 6;

		while (t < eol && is_hspace((unsigned char)*t))
			t++;
		tok->kind = TOK_PRAGMA;
		tok->pos = pos;
		tok->text = arena_strndup(&lx->cc->arena, t, (size_t)(eol - t));
		tok->len = strlen(tok->text);
		tok->raw = hash;
		tok->rawlen = (size_t)(eol - hash);
		lx->p = eol;
		return true;
	}
	cc_error(lx->cc, pos, D_PRAGCTL_INVAL,
		 "invalid control directive: #%s (run the C preprocessor on the script with -C)",
		 w[0]);
}

/*
 * Skips white space, comments and control lines. Returns true if it stopped
 * at a #pragma line, which is then in *tok.
 */
static bool skip_space(struct lexer *lx, struct token *tok)
{
	for (;;) {
		const char *c = lx->p;

		if (is_hspace((unsigned char)*c)) {
			lx->p++;
		} else if (*c == '\n') {
			lx->p++;
			newline(lx, lx->p);
		} else if (c[0] == '\\' && c[1] == '\n') {
			lx->p += 2;
			newline(lx, lx->p);
		} else if (c[0] == '/' && c[1] == '*') {
			skip_block_comment(lx);
		} else if (c[0] == '/' && c[1] == '/') {
			skip_to_eol(lx);
		} else if (c[0] == '#' && at_line_start(lx, c)) {
			if (control_line(lx, tok))
				return true;
		} else {
			return false;
		}
	}
}

/* ---- literals ---- */

static int hexval(int c)
{
	if (isdigit(c))
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * Decodes the escape sequence after the backslash at *pp, advancing *pp past
 * it. `what` names the literal for messages; errpos is the backslash.
 * DTrace knows C's escapes but \? and \': any other backslash stays, with
 * the character after it, which is returned as ESC_KEEP | the character.
 */
#define ESC_KEEP 0x100u
static unsigned decode_escape(struct lexer *lx, const char **pp, struct srcpos errpos, const char *what)
{
	const char *q = *pp + 1;
	unsigned v = 0;
	int n;

	switch (*q) {
	case 'n':
		v = '\n';
		break;
	case 't':
		v = '\t';
		break;
	case 'v':
		v = '\v';
		break;
	case 'b':
		v = '\b';
		break;
	case 'r':
		v = '\r';
		break;
	case 'f':
		v = '\f';
		break;
	case 'a':
		v = '\a';
		break;
	case '\\':
		v = '\\';
		break;
	case '"':
		v = '"';
		break;
	case 'x':
		for (n = 0; n < 2 && hexval((unsigned char)q[1]) >= 0; n++)
			v = v * 16 + (unsigned)hexval((unsigned char)*++q);
		if (n == 0)
			cc_error(lx->cc, errpos, D_ESCAPE, "invalid escape sequence \\x in %s",
				 what);
		break;
	default:
		if (*q >= '0' && *q <= '7') {
			v = (unsigned)(*q - '0');
			for (n = 1; n < 3 && q[1] >= '0' && q[1] <= '7'; n++)
				v = v * 8 + (unsigned)(*++q - '0');
			if (v > 0xff)
				cc_error(lx->cc, errpos, D_ESCAPE,
					 "octal escape sequence out of range in %s", what);
			break;
		}
		if (*q == '\n' || *q == '\0')
			return 0; /* the caller reports the newline */
		v = ESC_KEEP | (unsigned char)*q;
	}
	*pp = q + 1;
	return v;
}

/* Scans a string literal at lx->p. */
static void lex_string(struct lexer *lx, struct token *tok)
{
	const char *q = lx->p + 1;
	char *buf = arena_alloc(&lx->cc->arena, strcspn(q, "\n") + 1);
	size_t n = 0;

	for (;;) {
		check_nul(lx, q[0] == '\\' ? q + 1 : q);
		if (*q == '\n' || *q == '\0' || (q[0] == '\\' && (q[1] == '\n' || q[1] == '\0')))
			cc_error(lx->cc, tok->pos, D_STR_NL,
				 "newline encountered in string literal");
		if (*q == '"')
			break;
		if (*q == '\\') {
			unsigned c = decode_escape(lx, &q, pos_at(lx, q), "string literal");

			if (c & ESC_KEEP)
				buf[n++] = '\\';
			buf[n++] = (char)c;
		} else
			buf[n++] = *q++;
	}
	buf[n] = '\0';
	tok->kind = TOK_STR;
	tok->text = buf;
	tok->len = n;
	lx->p = q + 1;
}

/* Scans a character constant at lx->p: up to 8 bytes, the first most significant. */
static void lex_char(struct lexer *lx, struct token *tok)
{
	const char *q = lx->p + 1;
	uint64_t v = 0;
	int n = 0;

	if (*q == '\'')
		cc_error(lx->cc, tok->pos, D_CHR_NULL, "empty character constant");
	while (*q != '\'') {
		unsigned c;

		check_nul(lx, q[0] == '\\' ? q + 1 : q);
		if (*q == '\n' || *q == '\0' || (q[0] == '\\' && (q[1] == '\n' || q[1] == '\0')))
			cc_error(lx->cc, tok->pos, D_CHR_NL,
				 "newline encountered in character constant");
		if (*q == '\\')
			c = decode_escape(lx, &q, pos_at(lx, q), "character constant");
		else
			c = (unsigned char)*q++;
		if (c & ESC_KEEP) { /* the backslash is a character of its own */
			if (++n > 8)
				cc_error(lx->cc, tok->pos, D_CHR_OFLOW, "character constant is too long");
			v = v << 8 | '\\';
		}
		if (++n > 8)
			cc_error(lx->cc, tok->pos, D_CHR_OFLOW, "character constant is too long");
		v = v << 8 | (c & 0xff);
	}
	tok->kind = TOK_INT;
	tok->ival = v;
	tok->flags = NF_CHAR;
	tok->text = arena_strndup(&lx->cc->arena, lx->p, (size_t)(q + 1 - lx->p));
	tok->len = strlen(tok->text);
	lx->p = q + 1;
}

/* True if s (decimal digits first) spells a floating-point constant: "1.5", "1e9", "2.". */
static bool looks_float(const char *s)
{
	while (isdigit((unsigned char)*s))
		s++;
	if (*s == '.')
		return s[1] != '.';
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '+' || *s == '-')
			s++;
		return isdigit((unsigned char)*s);
	}
	return false;
}

/*
 * Parses the integer suffix at *pp (u, l, ul, lu, ll, ull, llu, any case)
 * into NF_* flags, advancing *pp.
 */
static uint32_t int_suffix(const char **pp)
{
	const char *q = *pp;
	uint32_t fl = 0;

	if (*q == 'u' || *q == 'U') {
		fl |= NF_UNSIGNED;
		q++;
	}
	if (*q == 'l' || *q == 'L') {
		q++;
		if (*q == 'l' || *q == 'L') {
			q++;
			fl |= NF_LONGLONG;
		} else {
			fl |= NF_LONG;
		}
		if (!(fl & NF_UNSIGNED) && (*q == 'u' || *q == 'U')) {
			fl |= NF_UNSIGNED;
			q++;
		}
	}
	*pp = q;
	return fl;
}

/* Scans an integer constant (decimal, octal or hex, with suffix) at lx->p. */
static void lex_number(struct lexer *lx, struct token *tok)
{
	const char *s = lx->p, *q = s, *end = s;
	unsigned base = 10;
	uint64_t v = 0;
	bool oflow = false;
	char *text;

	/*
	 * As DTrace's lexer: digits (hex ones after 0x), then a suffix; what
	 * follows is the next token ("0abc" is 0 then abc, a syntax error).
	 */
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && isxdigit((unsigned char)s[2]))
		for (end = s + 2; isxdigit((unsigned char)*end); end++)
			;
	else
		while (isdigit((unsigned char)*end))
			end++;
	{
		const char *sfx = end;

		(void)int_suffix(&sfx);
		end = sfx;
	}
	text = arena_strndup(&lx->cc->arena, s, (size_t)(end - s));
	if (*s != '0' && looks_float(s))
		cc_error(lx->cc, tok->pos, D_FLT_LITERAL,
			 "floating-point constants are not permitted");
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		q += 2;
	} else if (s[0] == '0') {
		if (looks_float(s))
			cc_error(lx->cc, tok->pos, D_FLT_LITERAL,
				 "floating-point constants are not permitted");
		base = 8;
	}
	for (;; q++) {
		int d = hexval((unsigned char)*q);

		if (d < 0 || (unsigned)d >= base || (base == 16 && !isxdigit((unsigned char)*q)))
			break;
		if (v > (UINT64_MAX - (unsigned)d) / base)
			oflow = true;
		v = v * base + (unsigned)d;
	}
	if (base == 16 && q == s + 2)
		q = s + 1; /* "0x" with no digits: the x is the bad digit */
	if (oflow)
		cc_error(lx->cc, tok->pos, D_INT_OFLOW, "constant %s results in integer overflow",
			 text);
	tok->flags = int_suffix(&q);
	if (q != end)
		cc_error(lx->cc, tok->pos, D_INT_DIGIT, "constant %s contains invalid digit %c",
			 text, *q);
	if (s[0] == '0')
		tok->flags |= NF_OCTHEX;
	tok->kind = TOK_INT;
	tok->ival = v;
	tok->text = text;
	tok->len = (size_t)(end - s);
	lx->p = end;
}

/* ---- macros ---- */

/* Value of a macro variable ($pid, $target, ...) by name; false if there is none. */
static bool macro_var(struct lexer *lx, const char *name, size_t len, int64_t *v)
{
	static const char *const names[] = {"egid",   "euid", "gid",	"pgid",	  "pid", "ppid",
					    "projid", "sid",  "taskid", "target", "uid"};
	size_t i;

	for (i = 0; i < ARRAY_LEN(names); i++)
		if (strlen(names[i]) == len && memcmp(names[i], name, len) == 0)
			break;
	if (i < ARRAY_LEN(names) && strcmp(names[i], "target") != 0 && lx->cc->host->macro_var &&
	    lx->cc->host->macro_var(lx->cc, lx->cc->host->ctx, names[i], v))
		return true;
	switch (i) {
	case 0:
		*v = getegid();
		return true;
	case 1:
		*v = geteuid();
		return true;
	case 2:
		*v = getgid();
		return true;
	case 3:
		*v = getpgid(0);
		return true;
	case 4:
		*v = getpid();
		return true;
	case 5:
		*v = getppid();
		return true;
	case 6:
		*v = 0;
		return true;
	case 7:
		*v = getsid(0);
		return true;
	case 8:
		*v = 0;
		return true;
	case 9: /* 0 without -c or -p, as in DTrace */
		*v = lx->cc->opts.target_pid;
		return true;
	case 10:
		*v = getuid();
		return true;
	default:
		return false;
	}
}

/*
 * Resolves the macro reference at s ("$1", "$$1", "$pid", "$$pid") to its
 * text. *end is set past the reference; *dollars to 1 or 2. Undefined
 * references are D_MACRO_UNDEF.
 */
static const char *macro_text(struct lexer *lx, const char *s, const char **end, int *dollars,
			      struct srcpos pos)
{
	const char *q = s + 1, *name;
	int64_t v;

	*dollars = 1;
	if (*q == '$') {
		*dollars = 2;
		q++;
	}
	name = q;
	if (isdigit((unsigned char)*q)) {
		unsigned long i = 0;

		for (; isdigit((unsigned char)*q); q++)
			if (i <= 1000000) /* beyond any argc; stop before overflow */
				i = i * 10 + (unsigned long)(*q - '0');
		*end = q;
		if (i < (unsigned long)lx->cc->opts.macro_argc) {
			if (i + 1 == (unsigned long)lx->cc->opts.macro_argc)
				lx->last_arg_used = true;
			return lx->cc->opts.macro_argv[i];
		}
		if (lx->cc->opts.defaultargs)
			return *dollars == 2 ? "" : "0";
		cc_error(lx->cc, pos, D_MACRO_UNDEF, "macro argument %.*s is not defined",
			 (int)(q - s), s);
	}
	while (is_ident_char((unsigned char)*q))
		q++;
	*end = q;
	if (q == name || !macro_var(lx, name, (size_t)(q - name), &v))
		cc_error(lx->cc, pos, D_MACRO_UNDEF, "macro variable %.*s is not defined",
			 (int)(q - s), s);
	return arena_printf(&lx->cc->arena, "%" PRId64, v);
}

/* Decodes escapes in a $$N value (for TOK_STR); errors point at the reference. */
static void macro_string(struct lexer *lx, const char *v, struct token *tok)
{
	char *buf = arena_alloc(&lx->cc->arena, strlen(v) + 1);
	size_t n = 0;

	while (*v) {
		if (*v == '\\' && v[1]) {
			unsigned c = decode_escape(lx, &v, tok->pos, "macro argument");

			if (c & ESC_KEEP)
				buf[n++] = '\\';
			buf[n++] = (char)c;
		} else
			buf[n++] = *v++;
	}
	buf[n] = '\0';
	tok->kind = TOK_STR;
	tok->text = buf;
	tok->len = n;
}

/* True if v is an integer with an optional sign and suffix: "12", "-0x1f", "5ul". */
static bool macro_is_int(const char *v)
{
	if (*v == '-' || *v == '+')
		v++;
	if (!isdigit((unsigned char)*v))
		return false;
	if (v[0] == '0' && (v[1] == 'x' || v[1] == 'X')) {
		v += 2;
		if (!isxdigit((unsigned char)*v))
			return false;
		while (isxdigit((unsigned char)*v))
			v++;
	} else if (v[0] == '0') {
		while (*v >= '0' && *v <= '7')
			v++;
	} else {
		while (isdigit((unsigned char)*v))
			v++;
	}
	int_suffix(&v);
	return *v == '\0';
}

static bool macro_is_ident(const char *v)
{
	if (!is_ident_start((unsigned char)*v))
		return false;
	while (is_ident_char((unsigned char)*v))
		v++;
	return *v == '\0';
}

/*
 * Substitutes the macro reference at lx->p in a clause or declaration, as
 * DTrace does: $N is an integer, an identifier, or else a string; $$N is
 * always a string; $name (macro variable) is an integer, $$name its string.
 */
static void lex_macro(struct lexer *lx, struct token *tok)
{
	const char *end, *v;
	int dollars;

	{
		const char *q = lx->p + 1 + (lx->p[1] == '$');

		if (!isdigit((unsigned char)*q) && !is_ident_start((unsigned char)*q))
			cc_error(lx->cc, tok->pos, D_SYNTAX, "syntax error near \"$\"");
	}
	v = macro_text(lx, lx->p, &end, &dollars, tok->pos);
	lx->p = end;
	if (dollars == 2) {
		macro_string(lx, v, tok);
		return;
	}
	if (macro_is_int(v)) {
		const char *q = v + (*v == '-' || *v == '+');
		uint64_t x;

		errno = 0;
		x = strtoull(q, (char **)&q, 0);
		if (errno == ERANGE)
			cc_error(lx->cc, tok->pos, D_INT_OFLOW,
				 "macro argument %.*s constant %s results in integer overflow",
				 (int)(end - tok->raw), tok->raw, v);
		tok->kind = TOK_INT;
		tok->ival = x;
		tok->flags = int_suffix(&q);
		if (isdigit((unsigned char)tok->raw[1]) && v[*v == '-' || *v == '+'] == '0')
			tok->flags |= NF_OCTHEX; /* $N written in octal or hex; $pid is decimal */
		tok->text = v;
		tok->len = strlen(v);
		if (*v == '-') {
			/* "-" now, the number next */
			lx->pending = *tok;
			lx->has_pending = true;
			tok->kind = TOK_MINUS;
			tok->ival = 0;
			tok->flags = 0;
			tok->text = "-";
			tok->len = 1;
		}
		return;
	}
	if (macro_is_ident(v)) {
		tok->kind = TOK_IDENT;
		tok->text = v;
		tok->len = strlen(v);
		return;
	}
	if (strlen(v) >= 2 && v[0] == '"' && v[strlen(v) - 1] == '"')
		v = arena_strndup(&lx->cc->arena, v + 1, strlen(v) - 2);
	macro_string(lx, v, tok);
}

/* ---- probe descriptions and the outer scope ---- */

/*
 * Copies the probe description s[0..len) into the arena, substituting macros.
 * The buffer is arena memory too, since an undefined macro longjmps out.
 */
static const char *pdesc_expand(struct lexer *lx, const char *s, size_t len, struct srcpos pos)
{
	size_t n = 0, cap = len * 2 + 16;
	char *out = arena_alloc(&lx->cc->arena, cap);

	for (const char *q = s; q < s + len;) {
		const char *v = q, *end = q + 1;
		size_t vlen = 1;
		int dollars;

		if (*q == '$') {
			v = macro_text(lx, q, &end, &dollars, pos);
			vlen = strlen(v);
		}
		if (n + vlen + 1 > cap) {
			char *grown;

			cap = (n + vlen + 1) * 2;
			grown = arena_alloc(&lx->cc->arena, cap);
			memcpy(grown, out, n);
			out = grown;
		}
		memcpy(out + n, v, vlen);
		n += vlen;
		q = end;
	}
	out[n] = '\0';
	return out;
}

/*
 * Scans a run of probe-description characters in the outer scope. A run that
 * spells a declaration keyword, or (without ':') whose part before a '*' is a
 * keyword or type name, yields that keyword or identifier instead, as in
 * DTrace ("int*x;" declares x; "syscall::*" is a description).
 */
static void lex_outer_word(struct lexer *lx, struct token *tok)
{
	const char *s = lx->p, *end = s, *cut;

	for (;;) { /* a backslash takes the next character whatever it is: "f\(int\)" */
		if (*end == '\\' && end[1] && end[1] != '\n')
			end += 2;
		else if (is_pdesc_char((unsigned char)*end))
			end++;
		else
			break;
	}
	cut = end;
	if (!memchr(s, ':', (size_t)(end - s))) {
		const char *star = memchr(s, '*', (size_t)(end - s));

		if (star && star > s)
			cut = star;
		if (is_ident_start((unsigned char)*s)) {
			const char *q = s;
			enum tok_kind k;

			while (q < cut && is_ident_char((unsigned char)*q))
				q++;
			if (q < cut && *q == '`' && q + 1 < cut && is_ident_start((unsigned char)q[1])) {
				/* a scoped type name, D`int: an identifier if the parser names it a type */
				for (q++; q < cut && is_ident_char((unsigned char)*q);)
					q++;
			}
			if (q == cut) {
				k = keyword(s, (size_t)(cut - s));
				if (k != TOK_IDENT && outer_keyword(k)) {
					tok->kind = k;
					tok->text = tok_names[k];
					tok->len = strlen(tok->text);
					lx->p = cut;
					return;
				}
				tok->text = arena_strndup(&lx->cc->arena, s, (size_t)(cut - s));
				if (k == TOK_IDENT && lx->is_typename &&
				    lx->is_typename(lx->cc, tok->text)) {
					tok->kind = TOK_IDENT;
					tok->len = (size_t)(cut - s);
					lx->p = cut;
					return;
				}
			}
		}
	}
	tok->kind = TOK_PDESC;
	tok->text = pdesc_expand(lx, s, (size_t)(end - s), tok->pos);
	tok->len = strlen(tok->text);
	lx->p = end;
}

/* ---- C tokens ---- */

/* Keywords of D that C does not have: in a header they are C identifiers. */
static bool d_keyword(enum tok_kind kind)
{
	switch (kind) {
	case TOK_COUNTER:
	case TOK_IMPORT:
	case TOK_PROBE:
	case TOK_PROVIDER:
	case TOK_SELF:
	case TOK_STRING:
	case TOK_STRINGOF:
	case TOK_THIS:
	case TOK_TRANSLATOR:
	case TOK_USERLAND:
	case TOK_XLATE:
		return true;
	default:
		return false;
	}
}

/* Scans an identifier or keyword; `mod`name (kernel symbol scoping) is one identifier. */
static void lex_ident(struct lexer *lx, struct token *tok)
{
	const char *s = lx->p, *q = s;

	while (is_ident_char((unsigned char)*q) || *q == '`')
		q++;
	if (*q == '.') {
		/* module names may hold dots when followed by a backquote: genunix.so`x */
		const char *r = q, *bq = NULL;

		while (is_ident_char((unsigned char)*r) || *r == '.' || *r == '`') {
			if (*r == '`')
				bq = r;
			r++;
		}
		if (bq) {
			q = bq + 1;
			while (is_ident_char((unsigned char)*q) || *q == '`')
				q++;
		}
	}
	tok->kind = keyword(s, (size_t)(q - s));
	if (lx->file != lx->unit && d_keyword(tok->kind))
		tok->kind = TOK_IDENT; /* a header's C: struct bpf_perf_event_value has "counter" */
	tok->text = arena_strndup(&lx->cc->arena, s, (size_t)(q - s));
	tok->len = (size_t)(q - s);
	lx->p = q;
}

/* Punctuators, longest first. */
static const struct {
	const char *s;
	enum tok_kind kind;
} puncts[] = {
	{"<<=", TOK_SHL_ASSIGN}, {">>=", TOK_SHR_ASSIGN}, {"...", TOK_ELLIPSIS},
	{"->", TOK_ARROW},	 {"++", TOK_INC},	  {"--", TOK_DEC},
	{"<<", TOK_SHL},	 {">>", TOK_SHR},	  {"<=", TOK_LE},
	{">=", TOK_GE},		 {"==", TOK_EQ},	  {"!=", TOK_NE},
	{"&&", TOK_LAND},	 {"||", TOK_LOR},	  {"^^", TOK_LXOR},
	{"+=", TOK_ADD_ASSIGN},	 {"-=", TOK_SUB_ASSIGN},  {"*=", TOK_MUL_ASSIGN},
	{"/=", TOK_DIV_ASSIGN},	 {"%=", TOK_MOD_ASSIGN},  {"&=", TOK_AND_ASSIGN},
	{"^=", TOK_XOR_ASSIGN},	 {"|=", TOK_OR_ASSIGN},	  {"(", TOK_LPAREN},
	{")", TOK_RPAREN},	 {"[", TOK_LBRACKET},	  {"]", TOK_RBRACKET},
	{"{", TOK_LBRACE},	 {"}", TOK_RBRACE},	  {";", TOK_SEMI},
	{",", TOK_COMMA},	 {":", TOK_COLON},	  {"?", TOK_QUESTION},
	{".", TOK_DOT},		 {"+", TOK_PLUS},	  {"-", TOK_MINUS},
	{"*", TOK_STAR},	 {"/", TOK_SLASH},	  {"%", TOK_PERCENT},
	{"&", TOK_AMP},		 {"|", TOK_PIPE},	  {"^", TOK_CARET},
	{"~", TOK_TILDE},	 {"!", TOK_BANG},	  {"<", TOK_LT},
	{">", TOK_GT},		 {"=", TOK_ASSIGN},
};

/* True if the first character after white space at q is EOF, ';', '{' or '/'. */
static bool ends_predicate(const char *q)
{
	while (isspace((unsigned char)*q))
		q++;
	return *q == '\0' || *q == ';' || *q == '{' || *q == '/';
}

static void lex_punct(struct lexer *lx, struct token *tok)
{
	for (size_t i = 0; i < ARRAY_LEN(puncts); i++) {
		size_t n = strlen(puncts[i].s);

		if (strncmp(lx->p, puncts[i].s, n) != 0)
			continue;
		tok->kind = puncts[i].kind;
		tok->text = puncts[i].s;
		tok->len = n;
		lx->p += n;
		if (tok->kind == TOK_SLASH && ends_predicate(lx->p))
			tok->flags |= TOKF_EPRED;
		return;
	}
	cc_error(lx->cc, tok->pos, D_SYNTAX, "syntax error near \"%c\"", *lx->p);
}

/* Keeps DTrace's count of open parentheses and brackets: one too many closed is an error. */
static void count_brackets(struct lexer *lx, const struct token *tok)
{
	if (tok->kind == TOK_LPAREN)
		lx->parens++;
	else if (tok->kind == TOK_LBRACKET)
		lx->brackets++;
	else if (tok->kind == TOK_RPAREN && --lx->parens < 0)
		cc_error(lx->cc, tok->pos, D_SYNTAX, "extra ) in input stream");
	else if (tok->kind == TOK_RBRACKET && --lx->brackets < 0)
		cc_error(lx->cc, tok->pos, D_SYNTAX, "extra ] in input stream");
}

/* ---- the entry points ---- */

void lex_init(struct lexer *lx, struct cc *cc, uint32_t unit)
{
	memset(lx, 0, sizeof(*lx));
	lx->cc = cc;
	lx->file = (uint16_t)unit;
	lx->unit = (uint16_t)unit;
	lx->p = cc->srcs[unit].text;
	lx->end = lx->p + cc->srcs[unit].len;
	lx->bol = lx->p;
	lx->line = 1;
}

void lex_next(struct lexer *lx, enum lex_mode mode, struct token *tok)
{
	const char *c;

	if (lx->has_pending) {
		*tok = lx->pending;
		lx->has_pending = false;
		return;
	}
	memset(tok, 0, sizeof(*tok));
	if (skip_space(lx, tok))
		return;
	c = lx->p;
	tok->pos = pos_at(lx, c);
	tok->raw = c;
	if (*c == '\0') {
		check_nul(lx, c);
		tok->kind = TOK_EOF;
		tok->text = "";
	} else if (mode == LEX_OUTER && is_pdesc_start((unsigned char)*c)) {
		lex_outer_word(lx, tok);
	} else if (isdigit((unsigned char)*c)) {
		lex_number(lx, tok);
	} else if (*c == '.' && isdigit((unsigned char)c[1])) {
		cc_error(lx->cc, tok->pos, D_FLT_LITERAL,
			 "floating-point constants are not permitted");
	} else if (is_ident_start((unsigned char)*c) || *c == '`') {
		lex_ident(lx, tok);
	} else if (*c == '$') {
		lex_macro(lx, tok);
	} else if (*c == '@') {
		const char *q = c + 1;

		if (is_ident_start((unsigned char)*q))
			while (is_ident_char((unsigned char)*q))
				q++;
		tok->kind = TOK_AGGNAME;
		tok->text = arena_strndup(&lx->cc->arena, c + 1, (size_t)(q - c - 1));
		tok->len = (size_t)(q - c - 1);
		lx->p = q;
	} else if (*c == '"') {
		lex_string(lx, tok);
	} else if (*c == '\'') {
		lex_char(lx, tok);
	} else {
		lex_punct(lx, tok);
		if (mode == LEX_EXPR)
			count_brackets(lx, tok);
	}
	if (lx->p > c)
		tok->rawlen = (size_t)(lx->p - c);
	if (lx->has_pending) {
		lx->pending.raw = tok->raw;
		lx->pending.rawlen = tok->rawlen;
	}
}

void lex_dump_token(FILE *f, const struct token *tok)
{
	fprintf(f, "%u:%u ", tok->pos.line, tok->pos.col);
	switch (tok->kind) {
	case TOK_EOF:
		fputs("end of input\n", f);
		break;
	case TOK_INT:
		fprintf(f, "integer %" PRIu64 " (%.*s)\n", tok->ival, (int)tok->rawlen, tok->raw);
		break;
	case TOK_STR:
		fputs("string \"", f);
		for (size_t i = 0; i < tok->len; i++) {
			unsigned char ch = (unsigned char)tok->text[i];

			if (isprint(ch) && ch != '"' && ch != '\\')
				fputc(ch, f);
			else
				fprintf(f, "\\%03o", ch);
		}
		fputs("\"\n", f);
		break;
	case TOK_PDESC:
	case TOK_IDENT:
	case TOK_PRAGMA:
		fprintf(f, "%s %s\n", tok_str(tok->kind), tok->text);
		break;
	case TOK_AGGNAME:
		fprintf(f, "aggregation @%s\n", tok->text);
		break;
	default:
		fprintf(f, "%s %s\n", tok->kind >= TOK_AUTO ? "keyword" : "punctuator",
			tok_str(tok->kind));
	}
}
