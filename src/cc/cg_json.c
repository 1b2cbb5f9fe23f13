/*
 * cg_json.c - code generation for json(document, selector) (split from
 * cg_str.c along the JSON seam): the value the selector names in a JSON
 * document, as text, or NULL.
 *
 * DTrace's semantics, from illumos: the selector is split into elements at
 * '.' and '[' ("sizes[1].name": sizes, 1, name; a leading '[' and every
 * ']' dropped); the document must be an object or an array; members are
 * matched by their raw key text, array elements by the element's number
 * (strtoll: "name" is element 0); a member or element that the selector
 * continues into must be an object or array; the value is returned as it
 * is written: a string without its quotes but with its escapes as they
 * are ("a\"b" is a\"b), a number, true, false or null as written, an
 * object or array whole. Anything else (a key missing, the document
 * malformed before the value ends, a value where the selector goes on) is
 * NULL. The document is read up to strsize bytes.
 *
 * One scan over the document, a byte an iteration, as a state machine
 * whose whole state (the state, the selector element, the depth of a
 * skipped object, ...) lives in scratch, where the verifier does not follow
 * values: every iteration looks alike to it, and with a may_goto at the
 * loop's head (kernel 6.9; cg_ustack.c's test) it verifies the body once.
 * Its bound is a count in scratch: 2 * strsize + 2 iterations (a byte that
 * ends a number or a word is read twice). Without may_goto the verifier
 * would walk every iteration, a dozen branches each left pending, and gives
 * up ("sequence of jumps is too complex") long before strsize: json() is
 * refused there, naming what the kernel lacks. The selector is split first
 * by a loop of the same kind, in place, into NUL-ended elements with, per
 * element, where it starts and its strtoll() value; at most JSON_NELEMS
 * elements (a longer selector gives NULL).
 *
 * A key is compared as it is collected: each byte written to the value
 * buffer is also compared with the byte of the current element at the
 * same place, so no second loop is needed at its closing quote.
 */
#include "cg.h"

#define JSON_NELEMS 32

/* The scan's state in scratch: one u64 each, from its base. */
enum {
	J_CUR,     /* the byte being read */
	J_IT,      /* iterations so far */
	J_ST,      /* the state (enum below) */
	J_AEL,     /* the array element wanted (strtoll of the element) */
	J_APOS,    /* the array element being read */
	J_UNI,     /* hex digits of a \u escape so far */
	J_ISKEY,   /* the string being read is a member's key */
	J_COLL,    /* the string being read is inside an object being collected */
	J_FOUND,   /* the value being read is the one the element names */
	J_INARR,   /* reading an array */
	J_BRACES,  /* depth of { and [ in an object being collected */
	J_BRACK,
	J_ELEM,    /* the selector's element now */
	J_NEL,     /* elements left, this one included */
	J_DD,      /* bytes in the value buffer */
	J_KOK,     /* the key so far matches the element */
	/* the selector's split */
	J_EE,      /* bytes of the element list */
	J_PH,      /* strtoll: 0 before the digits (spaces, sign), 1 in them, 2 after */
	J_NEG,
	J_VAL,
	J_NVARS,
};

enum { JS_REST, JS_OBJECT, JS_STRING, JS_ESC, JS_UNI, JS_COLON, JS_COMMA, JS_IDENT, JS_NUMBER,
       JS_FRAC, JS_EXP, JS_VALUE, JS_COLLECT, JS_NSTATES };

struct json {
	uint32_t src, sel, el, dst, eoff, eval, v; /* scratch offsets */
	int32_t size, mask;
	uint32_t null;                             /* label: the answer is NULL */
};

/* Copies string expression s into fresh scratch (size bytes plus slack); returns its offset. */
static uint32_t copy_in_str(struct cg_state *cg, struct node *s, uint32_t size, uint32_t slack)
{
	uint32_t off = cg_scratch(cg, size + slack);

	cg_strval(cg, s);
	cg_store_str(cg, R7, off, size);
	return off;
}

/* BPF_JMP | BPF_JCOND with src BPF_MAY_GOTO (as cg_ustack.c). */
#define JCOND 0xe0

static int16_t var(const struct json *j, int v)
{
	return (int16_t)(j->v + 8 * v);
}

static void ldv(struct cg_state *cg, const struct json *j, uint8_t reg, int v)
{
	E(I_LDX(BPF_DW, reg, R7, var(j, v)));
}

static void stv(struct cg_state *cg, const struct json *j, int v, uint8_t reg)
{
	E(I_STX(BPF_DW, R7, reg, var(j, v)));
}

static void stvi(struct cg_state *cg, const struct json *j, int v, int32_t imm)
{
	E(I_ST(BPF_DW, R7, var(j, v), imm));
}

/* Adds imm to variable v (through R1). */
static void addv(struct cg_state *cg, const struct json *j, int v, int32_t imm)
{
	ldv(cg, j, R1, v);
	E(I_ALU64_IMM(BPF_ADD, R1, imm));
	stv(cg, j, v, R1);
}

/* reg = R7 + (reg & mask): a byte of a buffer of mask + 1 bytes, at the buffer's offset. */
static void buf_at(struct cg_state *cg, const struct json *j, uint8_t reg)
{
	E(I_ALU64_IMM(BPF_AND, reg, j->mask));
	E(I_ALU64_REG(BPF_ADD, reg, R7));
}

/* reg = the u64 of array off (JSON_NELEMS entries) at the index in reg. */
static void elem_word(struct cg_state *cg, uint8_t reg, uint32_t off)
{
	E(I_ALU64_IMM(BPF_AND, reg, JSON_NELEMS - 1));
	E(I_ALU64_IMM(BPF_LSH, reg, 3));
	E(I_ALU64_REG(BPF_ADD, reg, R7));
	E(I_LDX(BPF_DW, reg, reg, (int16_t)off));
}

/* Jumps to yes if R5 is a space as isspace() says (clobbers R1). */
static void if_space(struct cg_state *cg, uint32_t yes)
{
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, ' ', yes);
	E(I_MOV64_REG(R1, R5));
	E(I_ALU64_IMM(BPF_SUB, R1, '\t'));
	asm_jmp_imm(&cg->a, BPF_JLE, R1, '\r' - '\t', yes);
}

/* Jumps to yes if R5 - lo <= n, unsigned: R5 in [lo, lo + n] (clobbers R1). */
static void if_range(struct cg_state *cg, int lo, int n, uint32_t yes)
{
	E(I_MOV64_REG(R1, R5));
	E(I_ALU64_IMM(BPF_SUB, R1, lo));
	asm_jmp_imm(&cg->a, BPF_JLE, R1, n, yes);
}

/* The loop's head: ends at done once the iterations are spent (or may_goto's budget). */
static void loop_head(struct cg_state *cg, const struct json *j, uint32_t loop, uint32_t done, int32_t max)
{
	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, JCOND, 0, 0, done);
	ldv(cg, j, R1, J_IT);
	asm_jmp_imm(&cg->a, BPF_JGE, R1, max, done);
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	stv(cg, j, J_IT, R1);
}

/*
 * The selector at j->sel split in place (j->el, the same bytes: an element
 * byte is never written ahead of the byte read) into NUL-ended elements, each one's
 * start in j->eoff and strtoll() value in j->eval; J_NEL elements. More
 * than JSON_NELEMS: J_NEL is 0 (the answer is NULL).
 */
static void split(struct cg_state *cg, struct json *j)
{
	uint32_t loop = asm_label(&cg->a), done = asm_label(&cg->a);
	uint32_t byte = asm_label(&cg->a), sep = asm_label(&cg->a), digits = asm_label(&cg->a);
	uint32_t neg = asm_label(&cg->a), sign = asm_label(&cg->a), val = asm_label(&cg->a);
	uint32_t many = asm_label(&cg->a);

	stvi(cg, j, J_CUR, 0);
	stvi(cg, j, J_IT, 0);
	stvi(cg, j, J_EE, 0);
	stvi(cg, j, J_NEL, 1);
	stvi(cg, j, J_PH, 0);
	stvi(cg, j, J_NEG, 0);
	stvi(cg, j, J_VAL, 0);
	E(I_ST(BPF_DW, R7, (int16_t)j->eoff, 0));
	E(I_ST(BPF_DW, R7, (int16_t)j->eval, 0));
	loop_head(cg, j, loop, done, j->size);
	ldv(cg, j, R4, J_CUR);
	asm_jmp_imm(&cg->a, BPF_JGE, R4, j->size, done);
	E(I_MOV64_REG(R5, R4));
	buf_at(cg, j, R5);
	E(I_LDX(BPF_B, R5, R5, (int16_t)j->sel));
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 0, done);
	E(I_MOV64_REG(R1, R4));
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	stv(cg, j, J_CUR, R1);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, ']', loop);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, '[', byte);
	asm_jmp_imm(&cg->a, BPF_JEQ, R4, 0, loop);      /* a leading '[': an index first */
	asm_ja(&cg->a, sep);
	asm_place(&cg->a, byte);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '.', sep);
	/* a byte of the element */
	ldv(cg, j, R1, J_EE);
	E(I_MOV64_REG(R2, R1));
	buf_at(cg, j, R2);
	E(I_STX(BPF_B, R2, R5, (int16_t)j->el));
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	stv(cg, j, J_EE, R1);
	/* strtoll(): spaces and tabs, a sign, then digits up to anything else */
	ldv(cg, j, R2, J_PH);
	asm_jmp_imm(&cg->a, BPF_JEQ, R2, 1, digits);
	asm_jmp_imm(&cg->a, BPF_JNE, R2, 0, loop);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, ' ', loop);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '\t', loop);
	stvi(cg, j, J_PH, 1);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '-', neg);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '+', loop);
	asm_place(&cg->a, digits);
	if_range(cg, '0', 9, val);
	stvi(cg, j, J_PH, 2);
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, neg);
	stvi(cg, j, J_NEG, 1);
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, val);                          /* R1: the digit */
	ldv(cg, j, R2, J_VAL);
	E(I_ALU64_IMM(BPF_MUL, R2, 10));
	E(I_ALU64_REG(BPF_ADD, R2, R1));
	stv(cg, j, J_VAL, R2);
	ldv(cg, j, R3, J_NEG);
	asm_jmp_imm(&cg->a, BPF_JEQ, R3, 0, sign);
	E(I_ALU64_IMM(BPF_NEG, R2, 0));
	asm_place(&cg->a, sign);
	ldv(cg, j, R1, J_NEL);
	E(I_ALU64_IMM(BPF_SUB, R1, 1));
	E(I_ALU64_IMM(BPF_AND, R1, JSON_NELEMS - 1));
	E(I_ALU64_IMM(BPF_LSH, R1, 3));
	E(I_ALU64_REG(BPF_ADD, R1, R7));
	E(I_STX(BPF_DW, R1, R2, (int16_t)j->eval));
	asm_ja(&cg->a, loop);
	/* '.' or '[': the element ends, the next one starts */
	asm_place(&cg->a, sep);
	ldv(cg, j, R1, J_EE);
	E(I_MOV64_REG(R2, R1));
	buf_at(cg, j, R2);
	E(I_ST(BPF_B, R2, (int16_t)j->el, 0));
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	stv(cg, j, J_EE, R1);
	ldv(cg, j, R2, J_NEL);
	asm_jmp_imm(&cg->a, BPF_JGE, R2, JSON_NELEMS, many);
	E(I_ALU64_IMM(BPF_ADD, R2, 1));
	stv(cg, j, J_NEL, R2);
	E(I_ALU64_IMM(BPF_SUB, R2, 1));
	E(I_ALU64_IMM(BPF_AND, R2, JSON_NELEMS - 1));
	E(I_ALU64_IMM(BPF_LSH, R2, 3));
	E(I_ALU64_REG(BPF_ADD, R2, R7));
	E(I_STX(BPF_DW, R2, R1, (int16_t)j->eoff));
	E(I_ST(BPF_DW, R2, (int16_t)j->eval, 0));
	stvi(cg, j, J_PH, 0);
	stvi(cg, j, J_NEG, 0);
	stvi(cg, j, J_VAL, 0);
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, many);
	stvi(cg, j, J_NEL, 0);
	asm_place(&cg->a, done);
	ldv(cg, j, R1, J_EE);
	buf_at(cg, j, R1);
	E(I_ST(BPF_B, R1, (int16_t)j->el, 0));
}

/* Appends R5 to the value buffer, comparing it with the element's byte at the same place. */
static void put(struct cg_state *cg, const struct json *j)
{
	uint32_t same = asm_label(&cg->a);

	ldv(cg, j, R2, J_DD);
	E(I_MOV64_REG(R1, R2));
	buf_at(cg, j, R1);
	E(I_STX(BPF_B, R1, R5, (int16_t)j->dst));
	ldv(cg, j, R3, J_ELEM);
	elem_word(cg, R3, j->eoff);
	E(I_ALU64_REG(BPF_ADD, R3, R2));
	buf_at(cg, j, R3);
	E(I_LDX(BPF_B, R3, R3, (int16_t)j->el));
	asm_jmp_reg(&cg->a, BPF_JEQ, R3, R5, same);
	stvi(cg, j, J_KOK, 0);
	asm_place(&cg->a, same);
	E(I_ALU64_IMM(BPF_ADD, R2, 1));
	stv(cg, j, J_DD, R2);
}

/* Ends the value buffer with a NUL at J_DD; R2 = J_DD. */
static void put_nul(struct cg_state *cg, const struct json *j)
{
	ldv(cg, j, R2, J_DD);
	E(I_MOV64_REG(R1, R2));
	buf_at(cg, j, R1);
	E(I_ST(BPF_B, R1, (int16_t)j->dst, 0));
}

static void go(struct cg_state *cg, const struct json *j, int state, uint32_t label)
{
	stvi(cg, j, J_ST, state);
	asm_ja(&cg->a, label);
}

/*
 * A value (string, number, word) has ended, its text in the buffer (NUL
 * ended): the answer if it is the one the element names and the selector
 * ends here, NULL if the selector goes on into it; else on to what comes
 * after it (the buffer emptied).
 */
static void value_end(struct cg_state *cg, const struct json *j, uint32_t ret, uint32_t next)
{
	ldv(cg, j, R1, J_FOUND);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, next);
	ldv(cg, j, R1, J_NEL);
	asm_jmp_imm(&cg->a, BPF_JGT, R1, 1, j->null);
	asm_ja(&cg->a, ret);
}

/* The array element wanted: the element's strtoll(); found if it is the first. */
static void array_start(struct cg_state *cg, const struct json *j)
{
	uint32_t first = asm_label(&cg->a), done = asm_label(&cg->a);

	stvi(cg, j, J_APOS, 0);
	ldv(cg, j, R1, J_ELEM);
	elem_word(cg, R1, j->eval);
	stv(cg, j, J_AEL, R1);
	stvi(cg, j, J_FOUND, 0);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, first);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, first);
	stvi(cg, j, J_FOUND, 1);
	asm_place(&cg->a, done);
}

/*
 * In the collecting state: if the character in R5 is ch, count it in the
 * depth variable v (an opening bracket adds one; a closing one takes one
 * away, and one with nothing open makes the answer NULL) and go on at next.
 */
static void collect_bracket(struct cg_state *cg, const struct json *j, int ch, int v, int step, uint32_t next)
{
	uint32_t other = asm_label(&cg->a);

	asm_jmp_imm(&cg->a, BPF_JNE, R5, ch, other);
	if (step > 0) {
		addv(cg, j, v, step);
	} else {
		ldv(cg, j, R1, v);
		asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, j->null);
		E(I_ALU64_IMM(BPF_SUB, R1, -step));
		stv(cg, j, v, R1);
	}
	asm_ja(&cg->a, next);
	asm_place(&cg->a, other);
}

static void scan(struct cg_state *cg, struct json *j, uint32_t ret)
{
	uint32_t loop = asm_label(&cg->a), adv = asm_label(&cg->a), st[JS_NSTATES];
	uint32_t l1, l2, l3;

	for (int i = 0; i < JS_NSTATES; i++)
		st[i] = asm_label(&cg->a);
	stvi(cg, j, J_CUR, 0);
	stvi(cg, j, J_IT, 0);
	stvi(cg, j, J_ST, JS_REST);
	stvi(cg, j, J_FOUND, 0);
	stvi(cg, j, J_INARR, 0);
	stvi(cg, j, J_COLL, 0);
	stvi(cg, j, J_ISKEY, 0);
	stvi(cg, j, J_BRACES, 0);
	stvi(cg, j, J_BRACK, 0);
	stvi(cg, j, J_ELEM, 0);
	stvi(cg, j, J_DD, 0);
	stvi(cg, j, J_KOK, 0);
	stvi(cg, j, J_AEL, 0);
	stvi(cg, j, J_APOS, 0);
	ldv(cg, j, R1, J_NEL);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, j->null);
	asm_ja(&cg->a, loop);

	asm_place(&cg->a, adv);
	addv(cg, j, J_CUR, 1);
	loop_head(cg, j, loop, j->null, 2 * j->size + 2);
	ldv(cg, j, R4, J_CUR);
	asm_jmp_imm(&cg->a, BPF_JGE, R4, j->size, j->null);
	buf_at(cg, j, R4);
	E(I_LDX(BPF_B, R5, R4, (int16_t)j->src));
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 0, j->null);
	ldv(cg, j, R0, J_ST);
	for (int i = 1; i < JS_NSTATES; i++)
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, i, st[i]);

	/* before the document: it is an object or an array */
	asm_place(&cg->a, st[JS_REST]);
	if_space(cg, adv);
	l1 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, '{', l1);
	go(cg, j, JS_OBJECT, adv);
	asm_place(&cg->a, l1);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, '[', j->null);
	stvi(cg, j, J_INARR, 1);
	array_start(cg, j);
	go(cg, j, JS_VALUE, adv);

	/* in an object, before a member's key */
	asm_place(&cg->a, st[JS_OBJECT]);
	if_space(cg, adv);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, '"', j->null);
	stvi(cg, j, J_ISKEY, 1);
	stvi(cg, j, J_KOK, 1);
	go(cg, j, JS_STRING, adv);

	/* in a string: its bytes go to the buffer as they are, escapes too */
	asm_place(&cg->a, st[JS_STRING]);
	l1 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, '\\', l1);
	put(cg, j);
	go(cg, j, JS_ESC, adv);
	asm_place(&cg->a, l1);
	l1 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '"', l1);
	put(cg, j);
	asm_ja(&cg->a, adv);
	asm_place(&cg->a, l1);                                /* the closing quote */
	l2 = asm_label(&cg->a);
	ldv(cg, j, R1, J_COLL);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, l2);
	put(cg, j);                                           /* inside an object collected */
	stvi(cg, j, J_COLL, 0);
	go(cg, j, JS_COLLECT, adv);
	asm_place(&cg->a, l2);
	put_nul(cg, j);
	l1 = asm_label(&cg->a);
	l3 = asm_label(&cg->a);
	ldv(cg, j, R1, J_ISKEY);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, l1);
	/* a key: the element's if every byte matched and the element ends here too */
	ldv(cg, j, R1, J_KOK);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, l3);
	ldv(cg, j, R3, J_ELEM);
	elem_word(cg, R3, j->eoff);
	E(I_ALU64_REG(BPF_ADD, R3, R2));
	buf_at(cg, j, R3);
	E(I_LDX(BPF_B, R3, R3, (int16_t)j->el));
	asm_jmp_imm(&cg->a, BPF_JNE, R3, 0, l3);
	stvi(cg, j, J_FOUND, 1);
	asm_place(&cg->a, l3);
	stvi(cg, j, J_DD, 0);
	stvi(cg, j, J_ISKEY, 0);
	go(cg, j, JS_COLON, adv);
	asm_place(&cg->a, l1);                                /* a string value */
	l2 = asm_label(&cg->a);
	value_end(cg, j, ret, l2);
	asm_place(&cg->a, l2);
	stvi(cg, j, J_DD, 0);
	go(cg, j, JS_COMMA, adv);

	/* after a backslash in a string */
	asm_place(&cg->a, st[JS_ESC]);
	put(cg, j);
	l1 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, 'u', l1);
	stvi(cg, j, J_UNI, 0);
	go(cg, j, JS_UNI, adv);
	asm_place(&cg->a, l1);
	go(cg, j, JS_STRING, adv);

	/* the four hex digits of \u */
	asm_place(&cg->a, st[JS_UNI]);
	l1 = asm_label(&cg->a);
	if_range(cg, '0', 9, l1);
	E(I_MOV64_REG(R1, R5));
	E(I_ALU64_IMM(BPF_OR, R1, 0x20));
	E(I_ALU64_IMM(BPF_SUB, R1, 'a'));
	asm_jmp_imm(&cg->a, BPF_JGT, R1, 5, j->null);
	asm_place(&cg->a, l1);
	put(cg, j);
	ldv(cg, j, R1, J_UNI);
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	stv(cg, j, J_UNI, R1);
	asm_jmp_imm(&cg->a, BPF_JLT, R1, 4, adv);
	go(cg, j, JS_STRING, adv);

	/* after a key */
	asm_place(&cg->a, st[JS_COLON]);
	if_space(cg, adv);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, ':', j->null);
	go(cg, j, JS_VALUE, adv);

	/* after a value: the next member or element, or the end of the object or array (NULL) */
	asm_place(&cg->a, st[JS_COMMA]);
	if_space(cg, adv);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, ',', j->null);
	l1 = asm_label(&cg->a);
	ldv(cg, j, R1, J_INARR);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, l1);
	stvi(cg, j, J_ST, JS_VALUE);
	ldv(cg, j, R1, J_APOS);
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	stv(cg, j, J_APOS, R1);
	ldv(cg, j, R2, J_AEL);
	asm_jmp_reg(&cg->a, BPF_JNE, R1, R2, adv);
	stvi(cg, j, J_FOUND, 1);
	asm_ja(&cg->a, adv);
	asm_place(&cg->a, l1);
	go(cg, j, JS_OBJECT, adv);

	/* true, false or null: lower-case letters up to anything else, which is read again */
	asm_place(&cg->a, st[JS_IDENT]);
	l1 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JLT, R5, 'a', l1);
	asm_jmp_imm(&cg->a, BPF_JGT, R5, 'z', l1);
	put(cg, j);
	asm_ja(&cg->a, adv);
	asm_place(&cg->a, l1);
	put_nul(cg, j);                                       /* R2: its length */
	l2 = asm_label(&cg->a);
	l3 = asm_label(&cg->a);
	E(I_LDX(BPF_W, R3, R7, (int16_t)j->dst));
	asm_jmp_imm(&cg->a, BPF_JEQ, R2, 5, l2);
	asm_jmp_imm(&cg->a, BPF_JNE, R2, 4, j->null);
	asm_jmp_imm(&cg->a, BPF_JEQ, R3, 0x65757274, l3);     /* "true" */
	asm_jmp_imm(&cg->a, BPF_JEQ, R3, 0x6c6c756e, l3);     /* "null" */
	asm_ja(&cg->a, j->null);
	asm_place(&cg->a, l2);
	asm_jmp_imm(&cg->a, BPF_JNE, R3, 0x736c6166, j->null); /* "fals" */
	E(I_LDX(BPF_B, R3, R7, (int16_t)(j->dst + 4)));
	asm_jmp_imm(&cg->a, BPF_JNE, R3, 'e', j->null);
	asm_place(&cg->a, l3);
	l1 = asm_label(&cg->a);
	value_end(cg, j, ret, l1);
	asm_place(&cg->a, l1);
	stvi(cg, j, J_DD, 0);
	go(cg, j, JS_COMMA, loop);

	/* a number: digits, a fraction, an exponent, up to anything else, which is read again */
	asm_place(&cg->a, st[JS_NUMBER]);
	l1 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, '.', l1);
	put(cg, j);
	go(cg, j, JS_FRAC, adv);
	asm_place(&cg->a, l1);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 'x', j->null);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 'X', j->null);
	asm_place(&cg->a, st[JS_FRAC]);
	l1 = asm_label(&cg->a);
	l2 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 'e', l1);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 'E', l1);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '+', j->null);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '-', j->null);
	asm_ja(&cg->a, st[JS_EXP]);
	asm_place(&cg->a, l1);
	put(cg, j);
	go(cg, j, JS_EXP, adv);
	asm_place(&cg->a, st[JS_EXP]);
	l1 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '+', l1);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '-', l1);
	if_range(cg, '0', 9, l1);
	put_nul(cg, j);
	value_end(cg, j, ret, l2);
	asm_place(&cg->a, l2);
	stvi(cg, j, J_DD, 0);
	go(cg, j, JS_COMMA, loop);
	asm_place(&cg->a, l1);
	put(cg, j);
	asm_ja(&cg->a, adv);

	/* a member's or element's value */
	asm_place(&cg->a, st[JS_VALUE]);
	if_space(cg, adv);
	l1 = asm_label(&cg->a);
	l2 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '{', l1);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '[', l1);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, '"', l2);
	go(cg, j, JS_STRING, adv);
	asm_place(&cg->a, l2);
	l2 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JLT, R5, 'a', l2);
	asm_jmp_imm(&cg->a, BPF_JGT, R5, 'z', l2);
	put(cg, j);
	go(cg, j, JS_IDENT, adv);
	asm_place(&cg->a, l2);
	l2 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '-', l2);
	if_range(cg, '0', 9, l2);
	asm_ja(&cg->a, j->null);
	asm_place(&cg->a, l2);
	put(cg, j);
	go(cg, j, JS_NUMBER, adv);
	asm_place(&cg->a, l1);                                /* an object or an array */
	l2 = asm_label(&cg->a);
	l3 = asm_label(&cg->a);
	ldv(cg, j, R1, J_FOUND);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, l2);
	ldv(cg, j, R1, J_NEL);
	asm_jmp_imm(&cg->a, BPF_JLE, R1, 1, l2);
	/* the selector goes into it: its next element */
	E(I_ALU64_IMM(BPF_SUB, R1, 1));
	stv(cg, j, J_NEL, R1);
	addv(cg, j, J_ELEM, 1);
	stvi(cg, j, J_DD, 0);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '[', l3);
	stvi(cg, j, J_INARR, 0);
	stvi(cg, j, J_FOUND, 0);
	go(cg, j, JS_OBJECT, adv);
	asm_place(&cg->a, l3);
	stvi(cg, j, J_INARR, 1);
	array_start(cg, j);
	go(cg, j, JS_VALUE, adv);
	asm_place(&cg->a, l2);                                /* skipped, or the answer: collected */
	l3 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '[', l3);
	stvi(cg, j, J_BRACES, 1);
	put(cg, j);
	go(cg, j, JS_COLLECT, adv);
	asm_place(&cg->a, l3);
	stvi(cg, j, J_BRACK, 1);
	put(cg, j);
	go(cg, j, JS_COLLECT, adv);

	/* an object or array collected whole, up to the bracket that closes it */
	asm_place(&cg->a, st[JS_COLLECT]);
	put(cg, j);
	l1 = asm_label(&cg->a);
	l2 = asm_label(&cg->a);
	l3 = asm_label(&cg->a);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, '"', l1);
	stvi(cg, j, J_COLL, 1);
	go(cg, j, JS_STRING, adv);
	asm_place(&cg->a, l1);
	collect_bracket(cg, j, ']', J_BRACK, -1, l2);
	collect_bracket(cg, j, '}', J_BRACES, -1, l2);
	collect_bracket(cg, j, '{', J_BRACES, 1, adv);
	collect_bracket(cg, j, '[', J_BRACK, 1, adv);
	asm_ja(&cg->a, adv);
	asm_place(&cg->a, l2);                                /* closed one: the last? */
	ldv(cg, j, R1, J_BRACK);
	ldv(cg, j, R2, J_BRACES);
	E(I_ALU64_REG(BPF_OR, R1, R2));
	asm_jmp_imm(&cg->a, BPF_JNE, R1, 0, adv);
	ldv(cg, j, R1, J_FOUND);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, l3);
	put_nul(cg, j);
	asm_ja(&cg->a, ret);
	asm_place(&cg->a, l3);
	stvi(cg, j, J_DD, 0);
	go(cg, j, JS_COMMA, adv);
}

void cg_json(struct cg_state *cg, struct node *call)
{
	uint32_t size = cg->cc->opts.strsize, p2 = 1, ret = asm_label(&cg->a), done = asm_label(&cg->a);
	struct json j;

	if (!cg_has_may_goto(cg))
		cc_error(cg->cc, call->pos, D_CG_EXPR, "json( ) needs a kernel whose BPF verifier takes "
			 "may_goto (Linux 6.9 and later), which this kernel lacks");
	while (p2 < size)
		p2 <<= 1;
	j.size = (int32_t)size;
	j.mask = (int32_t)p2 - 1;
	j.null = asm_label(&cg->a);
	j.src = copy_in_str(cg, call->list, size, p2 - size);
	j.sel = copy_in_str(cg, call->list->next, size, p2 - size);
	j.el = j.sel;
	j.dst = cg_scratch(cg, p2);
	j.eoff = cg_scratch(cg, JSON_NELEMS * 8);
	j.eval = cg_scratch(cg, JSON_NELEMS * 8);
	j.v = cg_scratch(cg, J_NVARS * 8);
	split(cg, &j);
	scan(cg, &j, ret);
	asm_place(&cg->a, ret);
	cg_scratch_ptr(cg, R0, j.dst);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, j.null);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
}
