/*
 * lex.h - D tokens (stage 1).
 *
 * The lexer has two modes, as D's grammar needs: outside clauses, a probe
 * description is one token (TOK_PDESC: "syscall::read*:entry"); inside a
 * clause body and in predicates, C-like tokens. Macro arguments ($1, $$1,
 * $target, $pid ...) are substituted here. The token enum is part of the AST
 * contract: NODE_BINARY and NODE_ASSIGN store their operator as a TOK_*.
 */
#ifndef CC_LEX_H
#define CC_LEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../base/srcpos.h"

struct cc;

enum tok_kind {
	TOK_EOF,
	TOK_PDESC,      /* probe description outside clauses: text */
	TOK_IDENT,      /* identifier */
	TOK_INT,        /* integer or character constant: ival, NF_* suffix flags */
	TOK_STR,        /* string literal: text (escapes decoded), len */
	TOK_AGGNAME,    /* @name or @ : text = name without '@' */
	TOK_PRAGMA,     /* #pragma line: text = everything after "#pragma" */
	/* punctuation */
	TOK_LPAREN,     /* ( */
	TOK_RPAREN,     /* ) */
	TOK_LBRACKET,   /* [ */
	TOK_RBRACKET,   /* ] */
	TOK_LBRACE,     /* { */
	TOK_RBRACE,     /* } */
	TOK_SEMI,       /* ; */
	TOK_COMMA,      /* , */
	TOK_COLON,      /* : */
	TOK_QUESTION,   /* ? */
	TOK_DOT,        /* . */
	TOK_ARROW,      /* -> */
	TOK_ELLIPSIS,   /* ... */
	/* operators */
	TOK_PLUS,       /* + */
	TOK_MINUS,      /* - */
	TOK_STAR,       /* * */
	TOK_SLASH,      /* / */
	TOK_PERCENT,    /* % */
	TOK_AMP,        /* & */
	TOK_PIPE,       /* | */
	TOK_CARET,      /* ^ */
	TOK_TILDE,      /* ~ */
	TOK_BANG,       /* ! */
	TOK_LT,         /* < */
	TOK_GT,         /* > */
	TOK_LE,         /* <= */
	TOK_GE,         /* >= */
	TOK_EQ,         /* == */
	TOK_NE,         /* != */
	TOK_SHL,        /* << */
	TOK_SHR,        /* >> */
	TOK_LAND,       /* && */
	TOK_LOR,        /* || */
	TOK_LXOR,       /* ^^ */
	TOK_INC,        /* ++ */
	TOK_DEC,        /* -- */
	TOK_ASSIGN,     /* = */
	TOK_ADD_ASSIGN, /* += */
	TOK_SUB_ASSIGN, /* -= */
	TOK_MUL_ASSIGN, /* *= */
	TOK_DIV_ASSIGN, /* /= */
	TOK_MOD_ASSIGN, /* %= */
	TOK_SHL_ASSIGN, /* <<= */
	TOK_SHR_ASSIGN, /* >>= */
	TOK_AND_ASSIGN, /* &= */
	TOK_XOR_ASSIGN, /* ^= */
	TOK_OR_ASSIGN,  /* |= */
	/* keywords */
	TOK_AUTO, TOK_BREAK, TOK_CASE, TOK_CHAR, TOK_CONST, TOK_CONTINUE, TOK_COUNTER,
	TOK_DEFAULT, TOK_DO, TOK_DOUBLE, TOK_ELSE, TOK_ENUM, TOK_EXTERN, TOK_FLOAT, TOK_FOR,
	TOK_GOTO, TOK_IF, TOK_IMPORT, TOK_INLINE, TOK_INT_KW, TOK_LONG, TOK_OFFSETOF,
	TOK_PROBE, TOK_PROVIDER, TOK_REGISTER, TOK_RESTRICT, TOK_RETURN, TOK_SELF, TOK_SHORT,
	TOK_SIGNED, TOK_SIZEOF, TOK_STATIC, TOK_STRING, TOK_STRINGOF, TOK_STRUCT, TOK_SWITCH,
	TOK_THIS, TOK_TRANSLATOR, TOK_TYPEDEF, TOK_UNION, TOK_UNSIGNED, TOK_USERLAND,
	TOK_VOID, TOK_VOLATILE, TOK_WHILE, TOK_XLATE,
	TOK__COUNT
};

struct token {
	enum tok_kind kind;
	struct srcpos pos;
	const char *text;   /* identifier / pdesc / string text, NUL-terminated (arena) */
	size_t len;         /* length of text */
	uint64_t ival;      /* TOK_INT value */
	uint32_t flags;     /* TOK_INT: NF_UNSIGNED, NF_LONG, NF_LONGLONG, NF_CHAR, NF_OCTHEX */
	const char *raw;    /* source spelling, for "syntax error near ..." (not NUL-terminated) */
	size_t rawlen;
};

/* TOK_SLASH flag: the next character is EOF, ";", "{" or "/": this "/" may close a predicate. */
#define TOKF_EPRED (1u << 16)

/* Which tokens the parser wants next (D's two lexical scopes). */
enum lex_mode {
	LEX_OUTER, /* between clauses: probe descriptions, declaration keywords, type names */
	LEX_EXPR,  /* predicates, clause bodies, declarations after their first token: C tokens */
};

/* Lexer state for one compile unit; fields are private to lex.c. */
struct lexer {
	struct cc *cc;
	const char *p;      /* next unread character */
	const char *end;    /* the end of the text: a NUL before it is an error */
	const char *bol;    /* start of the current line, for columns */
	uint32_t line;
	uint16_t file;      /* positions' file index: the unit, or a file cpp included */
	uint16_t unit;      /* the compile unit being lexed */
	/* type-name test for the outer scope ("int*x;" is a declaration); set by the parser */
	bool (*is_typename)(struct cc *cc, const char *name);
	struct token pending; /* second token of a macro expansion ("-5" is "-" then "5") */
	bool has_pending;
	bool last_arg_used;   /* the last macro argument was referenced ($N or $$N) */
	int parens, brackets; /* open "(" and "[" so far, to report an extra ")" or "]" */
};

/* Starts lexing compile unit `unit` (cc->srcs[unit].text); a "#!" first line is skipped. */
void lex_init(struct lexer *lx, struct cc *cc, uint32_t unit);
/* Scans the next token in the given mode into *tok; cc_error() on a lexical error. */
void lex_next(struct lexer *lx, enum lex_mode mode, struct token *tok);
/* Prints one token as "line:col KIND text" (-x dump=tokens). */
void lex_dump_token(FILE *f, const struct token *tok);

/* Printable spelling of a token kind: "+", "sizeof", "identifier". */
const char *tok_str(int kind);

#endif
