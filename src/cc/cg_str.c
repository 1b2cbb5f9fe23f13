/*
 * cg_str.c - code generation for D's string subroutines (split from cg.c
 * along the string seam): strlen, strjoin, substr, strchr, strrchr, index,
 * rindex, strstr, toupper, tolower, lltostr, basename, dirname, strtoll,
 * strtok, cleanpath, inet_ntoa, inet_ntoa6, inet_ntop.
 *
 * Input: typed NODE_CALLs. Output: BPF that leaves a pointer to the result
 * string (in per-clause scratch) or an integer in R0. Strings are first
 * copied into scratch so that every loop reads a map value at a bounded
 * offset; loops stop at the first hit or NUL so the verifier walks each
 * iteration once (strsize iterations at most). Searches for a substring
 * compare with bpf_strncmp against a constant needle in the string table;
 * any other needle is searched for by a global function of the program
 * (cg_str_find_func), which the kernel verifies once for all its calls.
 */
#include "cg.h"

#include "../base/util.h"

/* strlen(s): copying the string returns its length plus one. */
static void str_len(struct cg_state *cg, struct node *s)
{
	uint32_t size = type_is_string(s->ty) ? s->ty->size : cg->cc->opts.strsize;
	uint32_t tmp = cg_scratch(cg, size);

	cg_strval(cg, s);
	cg_store_str(cg, R7, tmp, size);
	E(I_ALU64_IMM(BPF_SUB, R0, 1));
	cg_clamp_r0(cg, (int32_t)size - 1);
}

static void str_join(struct cg_state *cg, struct node *a, struct node *b)
{
	uint32_t size = cg->cc->opts.strsize, tmp = cg_scratch(cg, 2 * size);

	cg_strval(cg, b);
	cg_push(cg, R0);
	cg_strval(cg, a);
	cg_store_str(cg, R7, tmp, size);
	E(I_ALU64_IMM(BPF_SUB, R0, 1));
	cg_clamp_r0(cg, (int32_t)size - 1);
	E(I_MOV64_REG(R1, R7));
	E(I_ALU64_IMM(BPF_ADD, R1, (int32_t)tmp));
	E(I_ALU64_REG(BPF_ADD, R1, R0));
	E(I_MOV64_IMM(R2, (int32_t)size));
	E(I_ALU64_REG(BPF_SUB, R2, R0));
	cg_pop(cg, R3);
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel_str);
	cg_scratch_ptr(cg, R0, tmp);
}

/*
 * substr(s, i [, n]) as DTrace defines it: i < 0 counts from the end (and
 * a start before the beginning eats into n); n < 0 leaves that many bytes
 * off the end; a start outside the string, or nothing left, is "".
 */
static void str_sub(struct cg_state *cg, struct node *call)
{
	struct node *s = call->list, *i = s->next, *len = i->next;
	uint32_t size = cg->cc->opts.strsize, src = cg_scratch(cg, size), dst = cg_scratch(cg, size);
	uint32_t from = asm_label(&cg->a), empty = asm_label(&cg->a), copy = asm_label(&cg->a);
	int16_t nslot, lslot;

	if (len)
		cg_expr(cg, len);
	else
		E(I_MOV64_IMM(R0, (int32_t)size));
	nslot = cg_push(cg, R0);
	cg_strval(cg, s);
	cg_store_str(cg, R7, src, size);
	E(I_ALU64_IMM(BPF_SUB, R0, 1));
	cg_clamp_r0(cg, (int32_t)size - 1);
	lslot = cg_push(cg, R0);                     /* strlen */
	cg_expr(cg, i);                               /* R0 = the start */
	E(I_LDX(BPF_DW, R1, FP, lslot));
	E(I_LDX(BPF_DW, R2, FP, nslot));              /* R2 = the count */
	asm_jmp_imm(&cg->a, BPF_JSGE, R0, 0, from);
	E(I_ALU64_REG(BPF_ADD, R0, R1));              /* from the end */
	asm_jmp_imm(&cg->a, BPF_JSGE, R0, 0, from);
	E(I_MOV64_REG(R3, R0));
	E(I_ALU64_REG(BPF_ADD, R3, R2));
	asm_jmp_imm(&cg->a, BPF_JSLE, R3, 0, empty);  /* ends before the beginning */
	E(I_MOV64_REG(R2, R3));
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, from);
	asm_jmp_reg(&cg->a, BPF_JSGE, R0, R1, empty);
	asm_jmp_imm(&cg->a, BPF_JSGE, R2, 0, copy);
	E(I_ALU64_REG(BPF_ADD, R2, R1));              /* n < 0: up to n before the end */
	E(I_ALU64_REG(BPF_SUB, R2, R0));
	asm_ja(&cg->a, copy);
	asm_place(&cg->a, empty);
	E(I_MOV64_IMM(R0, 0));
	E(I_MOV64_IMM(R2, 0));
	asm_place(&cg->a, copy);
	cg_clamp_r0(cg, (int32_t)size - 1);
	cg_clamp(cg, R2, (int32_t)size - 1);
	cg->ntmp -= 2;
	E(I_MOV64_REG(R3, R7));
	E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)src));
	E(I_ALU64_REG(BPF_ADD, R3, R0));
	E(I_ALU64_IMM(BPF_ADD, R2, 1));
	cg_scratch_ptr(cg, R1, dst);
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel_str);
	cg_scratch_ptr(cg, R0, dst);
}

/* R0 = the scratch copy at `off` from index R4 on (bounded by the caller): a fresh string. */
static void copy_from(struct cg_state *cg, uint32_t off, uint32_t size)
{
	uint32_t dst = cg_scratch(cg, size);

	E(I_MOV64_REG(R3, R7));
	E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)off));
	E(I_ALU64_REG(BPF_ADD, R3, R4));
	cg_scratch_ptr(cg, R1, dst);
	E(I_MOV64_IMM(R2, (int32_t)size));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel_str);
	cg_scratch_ptr(cg, R0, dst);
}

/* R5 = the byte at scratch off + R3. */
static void load_byte(struct cg_state *cg, uint32_t off)
{
	E(I_MOV64_REG(R5, R7));
	E(I_ALU64_REG(BPF_ADD, R5, R3));
	E(I_LDX(BPF_B, R5, R5, (int16_t)off));
}

/* Copies string expression s into fresh scratch (size bytes plus slack); returns its offset. R0 = its length. */
static uint32_t copy_in(struct cg_state *cg, struct node *s, uint32_t size, uint32_t slack)
{
	uint32_t off = cg_scratch(cg, size + slack);

	cg_strval(cg, s);
	cg_store_str(cg, R7, off, size);
	E(I_ALU64_IMM(BPF_SUB, R0, 1));
	cg_clamp_r0(cg, (int32_t)size - 1);
	return off;
}

/* strchr(s, c) and strrchr(s, c): the rest of s from the first (last) c, or NULL. */
static void str_chr(struct cg_state *cg, struct node *call, bool last)
{
	uint32_t size = cg->cc->opts.strsize, src, loop = asm_label(&cg->a), hit = asm_label(&cg->a);
	uint32_t none = asm_label(&cg->a), done = asm_label(&cg->a);
	int16_t cslot;

	cg_expr(cg, call->list->next);
	cslot = cg_push(cg, R0);
	src = copy_in(cg, call->list, size, 0);
	E(I_LDX(BPF_DW, R1, FP, cslot));
	E(I_ALU64_IMM(BPF_AND, R1, 0xff));
	if (last) {
		E(I_MOV64_REG(R3, R0));      /* from the NUL backwards */
		asm_place(&cg->a, loop);
		asm_jmp_imm(&cg->a, BPF_JSLT, R3, 0, none);
		load_byte(cg, src);
		asm_jmp_reg(&cg->a, BPF_JEQ, R5, R1, hit);
		E(I_ALU64_IMM(BPF_SUB, R3, 1));
		asm_ja(&cg->a, loop);
	} else {
		E(I_MOV64_IMM(R3, 0));
		asm_place(&cg->a, loop);
		asm_jmp_imm(&cg->a, BPF_JGE, R3, (int32_t)size, none);
		load_byte(cg, src);
		asm_jmp_reg(&cg->a, BPF_JEQ, R5, R1, hit);
		asm_jmp_imm(&cg->a, BPF_JEQ, R5, 0, none);
		E(I_ALU64_IMM(BPF_ADD, R3, 1));
		asm_ja(&cg->a, loop);
	}
	asm_place(&cg->a, hit);
	E(I_MOV64_REG(R4, R3));
	copy_from(cg, src, size);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0)); /* the NULL string */
	asm_place(&cg->a, done);
	cg->ntmp--;
}


/*
 * R0 = 0 if the m bytes at R1 are the first m of string constant t, else
 * nonzero: bpf_strncmp(), or where the kernel lacks it (before 5.17) the
 * bytes compared one by one.
 */
static void prefix_cmp(struct cg_state *cg, const struct node *t, uint32_t m)
{
	uint32_t ne = asm_label(&cg->a), done = asm_label(&cg->a);

	if (cg_has_helper(cg, BPF_FUNC_strncmp)) {
		E(I_MOV64_IMM(R2, (int32_t)m));
		asm_ld_map_value(&cg->a, R3, cg->m_strtab, t->ann->off);
		asm_call(&cg->a, BPF_FUNC_strncmp);
		return;
	}
	for (uint32_t i = 0; i < m; i++) {
		E(I_LDX(BPF_B, R2, R1, (int16_t)i));
		asm_jmp_imm(&cg->a, BPF_JNE, R2, (uint8_t)t->str[i], ne);
	}
	E(I_MOV64_IMM(R0, 0));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, ne);
	E(I_MOV64_IMM(R0, 1));
	asm_place(&cg->a, done);
}
/*
 * The string search function: where needle t (at find_off's T, m bytes)
 * occurs in s (at its SRC, slen bytes), trying positions b, b + step,
 * b + 2 * step ... (step 1 or -1) until one is found (returned) or the
 * positions leave s (-1). Its space in scratch, at cg->find_off:
 *
 *   SRC  s, and room to read a word at each of its positions up to strsize on
 *   T    t, then masked (its bytes past m zero)
 *   MSK  a mask per word of T: all ones over t's bytes, zero past them
 *
 * Each position is compared word by word, every word unmasked and xored
 * with T's without a branch, so that the verifier's walk of the function
 * is one straight line per position: strsize positions, once per program,
 * however many searches call it (a global function is verified apart
 * from its callers, with its arguments unknown). Compared past the end
 * of s, a window holds s's NUL where t has a letter: no false match.
 */
enum { FIND_ARGS = 5 };

static uint32_t find_words(uint32_t strsize)
{
	return (strsize + 7) / 8;
}

static uint32_t find_src_size(uint32_t strsize)
{
	return ALIGN_UP(2 * strsize + 8, 8);
}

uint32_t cg_str_find_space(uint32_t strsize)
{
	return find_src_size(strsize) + 16 * find_words(strsize);
}

/* The function's frame: the scratch slot's key, where the search starts, the step. */
enum { FIND_KEY = -8, FIND_B = -16, FIND_STEP = -24 };

const struct prog_func *cg_str_find_func(struct cg_state *cg, struct arena *out)
{
	uint32_t size = cg->cc->opts.strsize, nw = find_words(size), src = cg->find_off;
	uint32_t t = src + find_src_size(size), msk = t + 8 * nw;
	uint32_t loop = asm_label(&cg->a), none = asm_label(&cg->a), hit = asm_label(&cg->a);
	struct prog_func *f;

	if (!cg->find_used)
		return NULL;
	cg->a.cur = (struct srcpos){0};
	asm_place(&cg->a, cg->find_label);
	/* R1 the scratch slot, R2 slen, R3 m, R4 b, R5 step */
	E(I_STX(BPF_W, FP, R1, FIND_KEY));
	E(I_STX(BPF_DW, FP, R4, FIND_B));
	E(I_STX(BPF_DW, FP, R5, FIND_STEP));
	E(I_MOV64_REG(R7, R2));
	E(I_MOV64_REG(R8, R3));
	asm_jmp_imm(&cg->a, BPF_JGT, R7, (int32_t)size - 1, none);
	asm_jmp_imm(&cg->a, BPF_JGT, R8, (int32_t)size - 1, none);
	asm_ld_map(&cg->a, R1, cg->m_scratch);
	E(I_MOV64_REG(R2, FP));
	E(I_ALU64_IMM(BPF_ADD, R2, FIND_KEY));
	asm_call(&cg->a, BPF_FUNC_map_lookup_elem);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	E(I_MOV64_REG(R6, R0));
	/*
	 * Word c's mask covers n = min(max(m - 8c, 0), 8) bytes: (1 << 4n <<
	 * 4n) - 1, two shifts so that n = 8 (a shift by 64) is all ones.
	 */
	for (uint32_t c = 0; c < nw; c++) {
		E(I_MOV64_REG(R1, R8));
		E(I_ALU64_IMM(BPF_SUB, R1, (int32_t)(8 * c)));
		E(I_MOV64_REG(R2, R1));
		E(I_ALU64_IMM(BPF_ARSH, R2, 63));
		E(I_ALU64_IMM(BPF_XOR, R2, -1));
		E(I_ALU64_REG(BPF_AND, R1, R2));          /* max(m - 8c, 0) */
		E(I_ALU64_IMM(BPF_SUB, R1, 8));
		E(I_MOV64_REG(R2, R1));
		E(I_ALU64_IMM(BPF_ARSH, R2, 63));
		E(I_ALU64_REG(BPF_AND, R1, R2));
		E(I_ALU64_IMM(BPF_ADD, R1, 8));           /* min(that, 8) */
		E(I_ALU64_IMM(BPF_LSH, R1, 2));
		E(I_MOV64_IMM(R4, 1));
		E(I_ALU64_REG(BPF_LSH, R4, R1));
		E(I_ALU64_REG(BPF_LSH, R4, R1));
		E(I_ALU64_IMM(BPF_SUB, R4, 1));
		E(I_STX(BPF_DW, R6, R4, (int16_t)(msk + 8 * c)));
		E(I_LDX(BPF_DW, R3, R6, (int16_t)(t + 8 * c)));
		E(I_ALU64_REG(BPF_AND, R3, R4));
		E(I_STX(BPF_DW, R6, R3, (int16_t)(t + 8 * c)));
	}
	E(I_MOV64_IMM(R9, 0));
	asm_place(&cg->a, loop);
	E(I_LDX(BPF_DW, R1, FP, FIND_STEP));
	E(I_ALU64_REG(BPF_MUL, R1, R9));
	E(I_LDX(BPF_DW, R2, FP, FIND_B));
	E(I_ALU64_REG(BPF_ADD, R1, R2));              /* the position: b + k * step */
	asm_jmp_imm(&cg->a, BPF_JGT, R1, (int32_t)size - 1, none); /* below 0 too */
	asm_jmp_reg(&cg->a, BPF_JGT, R1, R7, none);
	E(I_MOV64_REG(R2, R6));
	E(I_ALU64_REG(BPF_ADD, R2, R1));
	E(I_MOV64_IMM(R0, 0));
	for (uint32_t c = 0; c < nw; c++) {
		E(I_LDX(BPF_DW, R3, R2, (int16_t)(src + 8 * c)));
		E(I_LDX(BPF_DW, R4, R6, (int16_t)(msk + 8 * c)));
		E(I_ALU64_REG(BPF_AND, R3, R4));
		E(I_LDX(BPF_DW, R4, R6, (int16_t)(t + 8 * c)));
		E(I_ALU64_REG(BPF_XOR, R3, R4));
		E(I_ALU64_REG(BPF_OR, R0, R3));
	}
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, hit);
	E(I_ALU64_IMM(BPF_ADD, R9, 1));
	asm_jmp_imm(&cg->a, BPF_JLT, R9, (int32_t)size, loop);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, -1));
	E(I_EXIT());
	asm_place(&cg->a, hit);
	E(I_MOV64_REG(R0, R1));
	E(I_EXIT());
	f = ARENA_NEW(out, struct prog_func);
	f->insn = cg->a.labels[cg->find_label];
	f->nargs = FIND_ARGS;
	f->name = "dtrace_strfind";
	return f;
}

/*
 * R0 = the string of expression n, spilled (its slot returned): a NULL
 * string faults here, before anything is copied.
 */
static int16_t str_operand(struct cg_state *cg, struct node *n)
{
	cg_strval(cg, n);
	return cg_push(cg, R0);
}

/* Copies the string in stack slot `slot` to scratch off; R0 = its length. */
static void str_place(struct cg_state *cg, int16_t slot, uint32_t off, uint32_t size)
{
	E(I_LDX(BPF_DW, R0, FP, slot));
	cg_store_str(cg, R7, off, size);
	E(I_ALU64_IMM(BPF_SUB, R0, 1));
	cg_clamp_r0(cg, (int32_t)size - 1);
}

/*
 * index(s, t [, start]) / rindex(s, t [, start]) and strstr(s, t) for a
 * t that is not a constant: R4 = what the string search function finds.
 * The operands are all evaluated before anything is copied into the
 * function's space, which a search inside one of them uses too.
 */
/* Label lo: R0 = min(R0, the string's length at stack slot lslot), signed; then label hi. */
static void start_at_most_len(struct cg_state *cg, uint32_t lo, uint32_t hi, int16_t lslot)
{
	asm_place(&cg->a, lo);
	E(I_LDX(BPF_DW, R1, FP, lslot));
	asm_jmp_reg(&cg->a, BPF_JSLE, R0, R1, hi);
	E(I_MOV64_REG(R0, R1));
	asm_place(&cg->a, hi);
}

static void str_find_var(struct cg_state *cg, struct node *call, bool last, uint32_t *src_out)
{
	struct node *s = call->list, *t = s->next, *start = t->next;
	uint32_t size = cg->cc->opts.strsize, src = cg->find_off;
	int16_t sslot, tslot, stslot = 0, lslot, mslot;
	unsigned pushed = 4;

	if (!cg->find_off)
		cc_error(cg->cc, t->pos, D_CG_DYN, "%s( ) cannot search here: no space was laid out for it",
			 call->str);
	if (src + cg_str_find_space(size) > INT16_MAX)
		cc_error(cg->cc, t->pos, D_CG_DYN,
			 "%s( ) with a string to search for that is not a constant needs less scratch space "
			 "(strsize %u)", call->str, size);
	if (size > 512) /* the verifier walks strsize positions of strsize / 8 words */
		cc_error(cg->cc, t->pos, D_CG_DYN,
			 "%s( ) with a string to search for that is not a constant needs strsize of at most 512 "
			 "(it is %u)", call->str, size);
	*src_out = src;
	sslot = str_operand(cg, s);
	tslot = str_operand(cg, t);
	if (start) {
		cg_expr(cg, start);
		stslot = cg_push(cg, R0);
		pushed++;
	}
	str_place(cg, sslot, src, size);
	lslot = cg_push(cg, R0);
	str_place(cg, tslot, src + find_src_size(size), size);
	mslot = cg_push(cg, R0);
	if (start) { /* as str_find()'s */
		uint32_t lo = asm_label(&cg->a), hi = asm_label(&cg->a);

		E(I_LDX(BPF_DW, R0, FP, stslot));
		asm_jmp_imm(&cg->a, BPF_JSGE, R0, 0, lo);
		E(I_MOV64_IMM(R0, 0));
		if (last) { /* -1 (nothing found) unless t is "" */
			E(I_LDX(BPF_DW, R1, FP, mslot));
			asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, hi);
			E(I_MOV64_IMM(R0, -1));
			asm_ja(&cg->a, hi);
		}
		start_at_most_len(cg, lo, hi, lslot);
	} else if (last) {
		E(I_LDX(BPF_DW, R0, FP, lslot));
	} else {
		E(I_MOV64_IMM(R0, 0));
	}
	E(I_MOV64_REG(R4, R0));
	E(I_LDX(BPF_DW, R1, R7, SCR_SLOT));
	E(I_LDX(BPF_DW, R2, FP, lslot));
	E(I_LDX(BPF_DW, R3, FP, mslot));
	E(I_MOV64_IMM(R5, last ? -1 : 1));
	cg->find_used = true;
	asm_call_label(&cg->a, cg->find_label);
	E(I_MOV64_REG(R4, R0));
	/* so that the verifier can prune paths that differ only here */
	for (unsigned i = 1; i <= pushed; i++)
		E(I_ST(BPF_DW, FP, (int16_t)(-8 * (int)(cg->ntmp - pushed + i)), 0));
	cg->ntmp -= pushed;
}

/*
 * index(s, t [, start]) / rindex(s, t [, start]) and strstr(s, t): R4 =
 * where the constant t first (last) occurs in s, at or after (before)
 * start, or -1. The loop counts steps k
 * from 0 and tries position start + k (len - k for the last): a counter
 * known at every iteration, so that no verifier (6.1's included) takes
 * two iterations for the same state and calls the loop infinite, as it
 * did when the position itself, unknown at the start, was the counter.
 */
static void str_find(struct cg_state *cg, struct node *call, bool last, uint32_t *src_out)
{
	struct node *s = call->list, *t = s->next, *start = t->next;
	uint32_t size = cg->cc->opts.strsize, src, loop = asm_label(&cg->a), hit = asm_label(&cg->a);
	uint32_t none = asm_label(&cg->a), done = asm_label(&cg->a);
	uint32_t m = (uint32_t)t->slen;
	int16_t lslot, bslot, kslot;

	if (t->kind != NODE_STR) {
		str_find_var(cg, call, last, src_out);
		return;
	}
	src = copy_in(cg, s, size, m + 1);
	*src_out = src;
	lslot = cg_push(cg, R0);
	if (start) {
		/*
		 * As DTrace's: index()'s start before 0 is 0 and one past the
		 * end the end; before rindex()'s start before 0 nothing but
		 * "" (at 0) is found.
		 */
		uint32_t lo = asm_label(&cg->a), hi = asm_label(&cg->a);

		cg_expr(cg, start);
		asm_jmp_imm(&cg->a, BPF_JSGE, R0, 0, lo);
		E(I_MOV64_IMM(R0, last && m > 0 ? -1 : 0));
		if (last)
			asm_ja(&cg->a, hi);
		start_at_most_len(cg, lo, hi, lslot);
	} else if (!last) {
		E(I_MOV64_IMM(R0, 0));
	}
	bslot = cg_push(cg, R0); /* where the search starts: the length for the last */
	kslot = cg_push(cg, R0);
	E(I_MOV64_IMM(R3, 0));
	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, BPF_JGT, R3, (int32_t)size - 1, none);
	E(I_STX(BPF_DW, FP, R3, kslot));
	E(I_LDX(BPF_DW, R1, FP, bslot));
	E(I_ALU64_REG(last ? BPF_SUB : BPF_ADD, R1, R3));
	asm_jmp_imm(&cg->a, BPF_JSLT, R1, 0, none);
	asm_jmp_imm(&cg->a, BPF_JGT, R1, (int32_t)size - 1, none);
	E(I_LDX(BPF_DW, R2, FP, lslot));
	asm_jmp_reg(&cg->a, BPF_JGT, R1, R2, none);
	if (m > 0) { /* "" is found where the search starts */
		E(I_ALU64_REG(BPF_ADD, R1, R7));
		E(I_ALU64_IMM(BPF_ADD, R1, (int32_t)src));
		prefix_cmp(cg, t, m);
		E(I_LDX(BPF_DW, R3, FP, kslot));
		asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, hit);
		E(I_ALU64_IMM(BPF_ADD, R3, 1));
		asm_ja(&cg->a, loop);
	}
	asm_place(&cg->a, hit);
	E(I_LDX(BPF_DW, R4, FP, bslot));
	E(I_ALU64_REG(last ? BPF_SUB : BPF_ADD, R4, R3));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R4, -1));
	asm_place(&cg->a, done);
	/* so that the verifier can prune paths that differ only here */
	E(I_ST(BPF_DW, FP, lslot, 0));
	E(I_ST(BPF_DW, FP, bslot, 0));
	E(I_ST(BPF_DW, FP, kslot, 0));
	cg->ntmp -= 3;
}

static void str_index(struct cg_state *cg, struct node *call, bool last)
{
	uint32_t src;

	str_find(cg, call, last, &src);
	E(I_MOV64_REG(R0, R4));
}

static void str_str(struct cg_state *cg, struct node *call)
{
	uint32_t src, none = asm_label(&cg->a), done = asm_label(&cg->a);

	str_find(cg, call, false, &src);
	asm_jmp_imm(&cg->a, BPF_JSLT, R4, 0, none);
	copy_from(cg, src, cg->cc->opts.strsize);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0)); /* the NULL string */
	asm_place(&cg->a, done);
}

/* toupper(s) / tolower(s): a copy with ASCII letters changed. */
static void str_case(struct cg_state *cg, struct node *s, bool upper)
{
	uint32_t size = cg->cc->opts.strsize, src, loop = asm_label(&cg->a), next = asm_label(&cg->a);
	uint32_t done = asm_label(&cg->a);
	int32_t lo = upper ? 'a' : 'A', hi = upper ? 'z' : 'Z';

	src = copy_in(cg, s, size, 0);
	E(I_MOV64_IMM(R3, 0));
	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, BPF_JGE, R3, (int32_t)size, done);
	load_byte(cg, src);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 0, done);
	asm_jmp_imm(&cg->a, BPF_JLT, R5, lo, next);
	asm_jmp_imm(&cg->a, BPF_JGT, R5, hi, next);
	E(I_ALU64_IMM(BPF_XOR, R5, 0x20));
	E(I_MOV64_REG(R4, R7));
	E(I_ALU64_REG(BPF_ADD, R4, R3));
	E(I_STX(BPF_B, R4, R5, (int16_t)src));
	asm_place(&cg->a, next);
	E(I_ALU64_IMM(BPF_ADD, R3, 1));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, done);
	cg_scratch_ptr(cg, R0, src);
}

/* One more character c before the digits at scratch buf + R5 (R5 -= 1). */
static void prepend(struct cg_state *cg, uint32_t buf, char c)
{
	E(I_ALU64_IMM(BPF_SUB, R5, 1));
	E(I_MOV64_REG(R3, R7));
	E(I_ALU64_REG(BPF_ADD, R3, R5));
	E(I_ST(BPF_B, R3, (int16_t)buf, c));
}

/*
 * lltostr(n [, base]): digits written backwards from the end of a buffer,
 * unrolled (64 digits at most: base 2). Base 10 (the default) is signed;
 * any other base from 2 to 36 prints the value unsigned, in lower-case
 * digits, base 16 after "0x" and base 8 after "0", as DTrace does; a base
 * outside 2..36 is an illegal operation (ERROR).
 */
static void str_lltostr(struct cg_state *cg, struct node *call)
{
	struct node *bn = call->list->next;
	bool dec = !bn || (bn->kind == NODE_INT && bn->ival == 10);
	uint32_t ndig = dec ? 20 : 64, size = ndig + 16, buf = cg_scratch(cg, size);
	uint32_t done = asm_label(&cg->a), out = asm_label(&cg->a), bad = asm_label(&cg->a);
	uint32_t end = size - 1;
	int16_t bslot = 0;

	if (!dec) {
		cg_expr(cg, bn);
		bslot = cg_push(cg, R0);
	}
	cg_expr(cg, call->list);
	E(I_MOV64_REG(R1, R0));
	E(I_MOV64_IMM(R2, 0));
	if (dec) {
		E(I_MOV64_REG(R2, R0));
		E(I_ALU64_IMM(BPF_ARSH, R2, 63)); /* 0 or -1 */
		E(I_ALU64_REG(BPF_XOR, R1, R2));
		E(I_ALU64_REG(BPF_SUB, R1, R2));  /* the magnitude, unsigned (INT64_MIN too) */
		E(I_MOV64_IMM(R4, 10));
	} else {
		E(I_LDX(BPF_DW, R4, FP, bslot));
		cg->ntmp--;
		asm_jmp_imm(&cg->a, BPF_JLT, R4, 2, bad);
		asm_jmp_imm(&cg->a, BPF_JGT, R4, 36, bad);
	}
	E(I_STX(BPF_DW, R7, R1, (int16_t)(buf))); /* the value, for the prefixes */
	E(I_ST(BPF_B, R7, (int16_t)(buf + end), 0));
	E(I_MOV64_IMM(R5, (int32_t)end));
	for (uint32_t k = 0; k < ndig; k++) {
		uint32_t digit = asm_label(&cg->a);

		if (k)
			asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, done);
		E(I_MOV64_REG(R3, R1));
		E(I_ALU64_REG(BPF_MOD, R3, R4));
		if (!dec) {
			asm_jmp_imm(&cg->a, BPF_JLT, R3, 10, digit);
			E(I_ALU64_IMM(BPF_ADD, R3, 'a' - '0' - 10));
			asm_place(&cg->a, digit);
		}
		E(I_ALU64_IMM(BPF_ADD, R3, '0'));
		E(I_STX(BPF_B, R7, R3, (int16_t)(buf + end - 1 - k)));
		E(I_ALU64_REG(BPF_DIV, R1, R4));
		E(I_MOV64_IMM(R5, (int32_t)(end - 1 - k)));
	}
	asm_place(&cg->a, done);
	/* R5: where the digits start (>= 15: the value is at buf, a prefix of two fits between) */
	if (dec) {
		asm_jmp_imm(&cg->a, BPF_JEQ, R2, 0, out);
		prepend(cg, buf, '-');
	} else {
		uint32_t hex = asm_label(&cg->a);

		E(I_LDX(BPF_DW, R1, R7, (int16_t)buf));
		asm_jmp_imm(&cg->a, BPF_JEQ, R4, 16, hex);
		asm_jmp_imm(&cg->a, BPF_JNE, R4, 8, out);
		asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, out); /* octal 0 is its one digit */
		prepend(cg, buf, '0');
		asm_ja(&cg->a, out);
		asm_place(&cg->a, hex);                    /* 0x, and 0 is 0x0 */
		prepend(cg, buf, 'x');
		prepend(cg, buf, '0');
	}
	if (!dec) {
		asm_ja(&cg->a, out);
		asm_place(&cg->a, bad);
		cg_fault_now(cg, FAULT_ILLOP);
	}
	asm_place(&cg->a, out);
	E(I_MOV64_REG(R4, R5));
	copy_from(cg, buf, size);
}

/* R0 = a fresh string: the R2 bytes at scratch off + R4 (R4, R2 bounded by the caller). */
static void copy_span(struct cg_state *cg, uint32_t off, uint32_t size)
{
	uint32_t dst = cg_scratch(cg, size);

	E(I_ALU64_IMM(BPF_ADD, R2, 1));       /* room for the NUL */
	E(I_MOV64_REG(R3, R7));
	E(I_ALU64_IMM(BPF_ADD, R3, (int32_t)off));
	E(I_ALU64_REG(BPF_ADD, R3, R4));
	cg_scratch_ptr(cg, R1, dst);
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel_str);
	cg_scratch_ptr(cg, R0, dst);
}

/* R3 = R3 minus the '/' characters that end the string at scratch src (R3: its length), keeping one. */
static void strip_slashes(struct cg_state *cg, uint32_t src)
{
	uint32_t loop = asm_label(&cg->a), done = asm_label(&cg->a), forget = cg_scratch(cg, 8);

	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, BPF_JSLE, R3, 1, done);
	asm_jmp_imm(&cg->a, BPF_JGT, R3, (int32_t)cg->cc->opts.strsize, done);
	E(I_MOV64_REG(R5, R7));
	E(I_ALU64_REG(BPF_ADD, R5, R3));
	E(I_LDX(BPF_B, R5, R5, (int16_t)(src - 1)));
	asm_jmp_imm(&cg->a, BPF_JNE, R5, '/', done);
	E(I_ALU64_IMM(BPF_SUB, R3, 1));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, done);
	/* through memory, R3 loses the range each exit gave it: one state for the verifier, not one per exit */
	E(I_STX(BPF_DW, R7, R3, (int16_t)forget));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)forget));
	cg_clamp_r0(cg, (int32_t)cg->cc->opts.strsize);
	E(I_MOV64_REG(R3, R0));
}

/*
 * basename(s) and dirname(s), as DTrace (and POSIX) define them: trailing
 * slashes do not count; "" gives "."; "/" gives "/".
 */
static void str_path(struct cg_state *cg, struct node *s, bool base)
{
	uint32_t size = cg->cc->opts.strsize, src, loop = asm_label(&cg->a), found = asm_label(&cg->a);
	uint32_t noslash = asm_label(&cg->a), done = asm_label(&cg->a), out = asm_label(&cg->a);
	uint32_t empty = asm_label(&cg->a), forget = cg_scratch(cg, 8);
	uint32_t dot = check_strtab_add(cg->cc, ".", 1), slash = check_strtab_add(cg->cc, "/", 1);
	int16_t lslot;

	src = copy_in(cg, s, size, 0);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, empty);        /* "" */
	E(I_MOV64_REG(R3, R0));
	strip_slashes(cg, src);
	lslot = cg_push(cg, R3);                            /* the length that counts */
	E(I_ALU64_IMM(BPF_SUB, R3, 1));
	asm_place(&cg->a, loop);                            /* the last '/' before it */
	asm_jmp_imm(&cg->a, BPF_JSLT, R3, 0, noslash);
	asm_jmp_imm(&cg->a, BPF_JGE, R3, (int32_t)size, noslash);
	E(I_MOV64_REG(R5, R7));
	E(I_ALU64_REG(BPF_ADD, R5, R3));
	E(I_LDX(BPF_B, R5, R5, (int16_t)src));
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '/', found);
	E(I_ALU64_IMM(BPF_SUB, R3, 1));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, found);
	E(I_STX(BPF_DW, R7, R3, (int16_t)forget));          /* one state, not one per position */
	E(I_LDX(BPF_DW, R0, R7, (int16_t)forget));
	cg_clamp_r0(cg, (int32_t)size - 1);
	E(I_MOV64_REG(R3, R0));
	if (base) {                                         /* after the '/', up to the length */
		E(I_LDX(BPF_DW, R2, FP, lslot));
		E(I_MOV64_REG(R4, R3));
		E(I_ALU64_IMM(BPF_ADD, R4, 1));
		E(I_ALU64_REG(BPF_SUB, R2, R4));
		asm_jmp_imm(&cg->a, BPF_JSLE, R2, 0, out);     /* "/": itself */
	} else {                                            /* before the '/', without its slashes */
		E(I_ALU64_IMM(BPF_ADD, R3, 1));
		strip_slashes(cg, src);
		asm_jmp_imm(&cg->a, BPF_JSLE, R3, 0, out);
		E(I_MOV64_REG(R2, R3));
		E(I_MOV64_IMM(R4, 0));
	}
	E(I_MOV64_REG(R0, R4));
	cg_clamp_r0(cg, (int32_t)size - 1);
	E(I_MOV64_REG(R4, R0));
	E(I_MOV64_REG(R0, R2));
	cg_clamp_r0(cg, (int32_t)size - 1);
	E(I_MOV64_REG(R2, R0));
	copy_span(cg, src, 2 * size);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, out);
	asm_ld_map_value(&cg->a, R0, cg->m_strtab, slash);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, noslash);                         /* no '/': the name, or "." */
	if (base) {
		E(I_MOV64_IMM(R4, 0));
		E(I_LDX(BPF_DW, R2, FP, lslot));
		E(I_MOV64_REG(R0, R2));
		cg_clamp_r0(cg, (int32_t)size - 1);
		E(I_MOV64_REG(R2, R0));
		copy_span(cg, src, 2 * size);
		asm_ja(&cg->a, done);
	}
	asm_place(&cg->a, empty);
	asm_ld_map_value(&cg->a, R0, cg->m_strtab, dot);
	asm_place(&cg->a, done);
	/* forget the length: paths that differ only in it can then be pruned by the verifier */
	E(I_ST(BPF_DW, FP, lslot, 0));
	cg->ntmp--;
}

/* The byte in R5's place in the 256-bit set at scratch set: R4 + set its byte, R1 that byte, R2 its bit. */
static void set_locate(struct cg_state *cg, uint32_t set)
{
	E(I_MOV64_REG(R4, R5));
	E(I_ALU64_IMM(BPF_RSH, R4, 3));
	E(I_ALU64_REG(BPF_ADD, R4, R7));
	E(I_LDX(BPF_B, R1, R4, (int16_t)set));
	E(I_MOV64_REG(R2, R5));
	E(I_ALU64_IMM(BPF_AND, R2, 7));
}

/* R1 = 1 if the byte in R5 is in the 256-bit set at scratch set, else 0. Clobbers R2, R4. */
static void set_has(struct cg_state *cg, uint32_t set)
{
	set_locate(cg, set);
	E(I_ALU64_REG(BPF_RSH, R1, R2));
	E(I_ALU64_IMM(BPF_AND, R1, 1));
}

/*
 * The bytes of the string at scratch src (strsize at most) as a 256-bit set
 * at scratch set. Without branches in the loop (R0: 1 until the NUL, then
 * 0, and the bit set is shifted from it), so that the verifier walks it
 * once, leaving no pending branch per byte.
 */
static void set_fill(struct cg_state *cg, uint32_t src, uint32_t set)
{
	uint32_t loop = asm_label(&cg->a), done = asm_label(&cg->a);

	for (uint32_t k = 0; k < 32; k += 8)
		E(I_ST(BPF_DW, R7, (int16_t)(set + k), 0));
	E(I_MOV64_IMM(R0, 1));
	E(I_MOV64_IMM(R3, 0));
	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, BPF_JGE, R3, (int32_t)cg->cc->opts.strsize, done);
	load_byte(cg, src);
	E(I_MOV64_REG(R1, R5));
	E(I_ALU64_IMM(BPF_NEG, R1, 0));
	E(I_ALU64_REG(BPF_OR, R1, R5));
	E(I_ALU64_IMM(BPF_RSH, R1, 63));   /* 1 if the byte is not the NUL */
	E(I_ALU64_REG(BPF_AND, R0, R1));
	set_locate(cg, set);
	E(I_MOV64_REG(R5, R0));
	E(I_ALU64_REG(BPF_LSH, R5, R2));
	E(I_ALU64_REG(BPF_OR, R1, R5));
	E(I_STX(BPF_B, R4, R1, (int16_t)set));
	E(I_ALU64_IMM(BPF_ADD, R3, 1));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, done);
}

/*
 * One step of strtok()'s scans: R5 = the byte of the kept copy at buf +
 * R3 and R1 = whether it is a delimiter; to end where the copy ends (its
 * size or its NUL), by a jump that falls through to go on (see below).
 */
static void tok_byte(struct cg_state *cg, uint32_t buf, uint32_t set, uint32_t end)
{
	uint32_t in = asm_label(&cg->a), some = asm_label(&cg->a);

	asm_jmp_imm(&cg->a, BPF_JLT, R3, (int32_t)cg->cc->opts.strsize, in);
	asm_ja(&cg->a, end);
	asm_place(&cg->a, in);
	load_byte(cg, buf);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, 0, some);
	asm_ja(&cg->a, end);
	asm_place(&cg->a, some);
	set_has(cg, set);
}

/*
 * strtok(s, delims), as strtok(3): the next token of s, or with s NULL of
 * the string the last strtok() of this probe firing was given (its copy
 * and where it stopped are kept at cg->strtok_off, in scratch that lives
 * for the firing); any byte of delims ends a token. No token left: the
 * NULL string, and nothing is kept for strtok(NULL, ...), which then
 * faults at address 0 as it does before any string. Two sequential
 * scans of the kept copy: delimiters, then the token. In both the way out
 * falls through and going on is the jump, so that the verifier follows
 * each way out first and prunes it where the positions are forgotten
 * (through memory), keeping few branches pending.
 */
static void str_tok(struct cg_state *cg, struct node *call)
{
	struct node *s = call->list;
	uint32_t size = cg->cc->opts.strsize, st = cg->strtok_off, buf = st + 8;
	uint32_t set = cg_scratch(cg, 32), dsrc, forget = cg_scratch(cg, 8);
	uint32_t skip = asm_label(&cg->a), start = asm_label(&cg->a), tok = asm_label(&cg->a);
	uint32_t out = asm_label(&cg->a), none = asm_label(&cg->a), done = asm_label(&cg->a);
	uint32_t c3 = asm_label(&cg->a), t3 = asm_label(&cg->a);
	int16_t sslot;

	if (!(s->kind == NODE_INT && s->ival == 0)) {
		uint32_t saved = asm_label(&cg->a);

		cg_strval_or_null(cg, s);
		if (cg_str_may_null(s)) /* a NULL string: as strtok(NULL, ...) */
			asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, saved);
		cg_store_str(cg, R7, buf, size);
		E(I_ST(BPF_DW, R7, (int16_t)st, 0));
		asm_place(&cg->a, saved);
	}
	dsrc = copy_in(cg, s->next, size, 0);
	set_fill(cg, dsrc, set);
	E(I_LDX(BPF_DW, R3, R7, (int16_t)st));
	{ /* no string kept: none given yet in this firing, or the last one came to its end */
		uint32_t kept = asm_label(&cg->a);

		asm_jmp_imm(&cg->a, BPF_JLE, R3, (int32_t)size, kept);
		cg_fault_now(cg, FAULT_BADADDR);
		asm_place(&cg->a, kept);
	}
	asm_place(&cg->a, skip);                            /* delimiters before the token */
	tok_byte(cg, buf, set, none);
	asm_jmp_imm(&cg->a, BPF_JNE, R1, 0, c3);
	asm_ja(&cg->a, start);
	asm_place(&cg->a, c3);
	E(I_ALU64_IMM(BPF_ADD, R3, 1));
	asm_ja(&cg->a, skip);
	asm_place(&cg->a, start);
	E(I_STX(BPF_DW, R7, R3, (int16_t)forget));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)forget));         /* two loads: the start and */
	sslot = cg_push(cg, R0);
	E(I_LDX(BPF_DW, R3, R7, (int16_t)forget));         /* the scan's, bounded apart */
	asm_place(&cg->a, tok);                             /* the token, up to a delimiter or the end */
	E(I_ALU64_IMM(BPF_ADD, R3, 1));
	E(I_STX(BPF_DW, R7, R3, (int16_t)st));              /* the next call starts at the end or at */
	tok_byte(cg, buf, set, out);                        /* the delimiter, as in DTrace: with other */
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, t3);            /* delimiters it may begin the next token */
	asm_ja(&cg->a, out);
	asm_place(&cg->a, t3);
	asm_ja(&cg->a, tok);
	asm_place(&cg->a, out);
	E(I_STX(BPF_DW, R7, R3, (int16_t)forget));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)forget));
	E(I_LDX(BPF_DW, R4, FP, sslot));
	E(I_ALU64_REG(BPF_SUB, R0, R4));
	cg_clamp_r0(cg, (int32_t)size - 1);
	E(I_MOV64_REG(R2, R0));
	E(I_MOV64_REG(R0, R4));
	cg_clamp_r0(cg, (int32_t)size - 1);
	E(I_MOV64_REG(R4, R0));
	copy_span(cg, buf, size);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_ST(BPF_DW, R7, (int16_t)st, (int32_t)size + 1)); /* as DTrace: nothing kept from now on */
	E(I_MOV64_IMM(R0, 0));                               /* the NULL string */
	asm_place(&cg->a, done);
	E(I_ST(BPF_DW, FP, sslot, 0));
	cg->ntmp--;
}

/* ---- cleanpath() ---- */

/* Scratch of cleanpath(): the copy, the result, its length, the stack of '/' and its depth. */
struct clean {
	uint32_t src, dst, j, sp, stk;
	int32_t mask;            /* a power of two, minus one, above strsize: bounds j and sp */
};

/*
 * dst[j++] = R5 (imm < 0) or imm. j never passes the input's index, so a
 * mask bounds it for the verifier without a branch. Clobbers R1, R4.
 */
static void clean_put(struct cg_state *cg, const struct clean *k, int imm)
{
	E(I_LDX(BPF_DW, R4, R7, (int16_t)k->j));
	E(I_ALU64_IMM(BPF_AND, R4, k->mask));
	E(I_MOV64_REG(R1, R4));
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	E(I_STX(BPF_DW, R7, R1, (int16_t)k->j));
	E(I_ALU64_REG(BPF_ADD, R4, R7));
	if (imm < 0)
		E(I_STX(BPF_B, R4, R5, (int16_t)k->dst));
	else
		E(I_ST(BPF_B, R4, (int16_t)k->dst, imm));
}

/* Pushes j (where a '/' is about to be written). Clobbers R1, R2. */
static void clean_push(struct cg_state *cg, const struct clean *k)
{
	E(I_LDX(BPF_DW, R1, R7, (int16_t)k->sp));
	E(I_ALU64_IMM(BPF_AND, R1, k->mask));
	E(I_MOV64_REG(R2, R1));
	E(I_ALU64_IMM(BPF_ADD, R2, 1));
	E(I_STX(BPF_DW, R7, R2, (int16_t)k->sp));
	E(I_LDX(BPF_DW, R2, R7, (int16_t)k->j));
	E(I_ALU64_IMM(BPF_LSH, R1, 1));
	E(I_ALU64_REG(BPF_ADD, R1, R7));
	E(I_STX(BPF_H, R1, R2, (int16_t)k->stk));
}

/* "/..": j = where the last '/' was written (popped), or jumps to empty with j = 0. Clobbers R1, R2. */
static void clean_pop(struct cg_state *cg, const struct clean *k, uint32_t empty)
{
	uint32_t none = asm_label(&cg->a), done = asm_label(&cg->a);

	E(I_LDX(BPF_DW, R1, R7, (int16_t)k->sp));
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, none);
	E(I_ALU64_IMM(BPF_SUB, R1, 1));
	E(I_ALU64_IMM(BPF_AND, R1, k->mask));
	E(I_STX(BPF_DW, R7, R1, (int16_t)k->sp));
	E(I_ALU64_IMM(BPF_LSH, R1, 1));
	E(I_ALU64_REG(BPF_ADD, R1, R7));
	E(I_LDX(BPF_H, R2, R1, (int16_t)k->stk));
	E(I_STX(BPF_DW, R7, R2, (int16_t)k->j));
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_ST(BPF_DW, R7, (int16_t)k->j, 0));
	asm_ja(&cg->a, empty);
	asm_place(&cg->a, done);
}

static void clean_state(struct cg_state *cg, int state, uint32_t loop)
{
	E(I_MOV64_IMM(R0, state));
	asm_ja(&cg->a, loop);
}

/*
 * cleanpath(s), as DTrace does it, on the text alone: "//" is one '/',
 * "/./" is '/', and "/../" (or a final "/..") takes back the component
 * before it, up to its '/'; anything else is copied. One loop over the
 * input, a byte an iteration, as a state machine in R0 (0: in a
 * component, 1: after '/', 2: after "/.", 3: after "/..") that the
 * verifier knows, so that it has no branch to keep pending for it; the
 * output length and the stack of where each '/' was written live in
 * scratch, so that the paths of an iteration meet in at most four states.
 */
static void str_clean(struct cg_state *cg, struct node *s)
{
	uint32_t size = cg->cc->opts.strsize, p2 = 1;
	uint32_t loop = asm_label(&cg->a), fin = asm_label(&cg->a), s1 = asm_label(&cg->a);
	uint32_t s2 = asm_label(&cg->a), s3 = asm_label(&cg->a), to1 = asm_label(&cg->a);
	uint32_t to2 = asm_label(&cg->a), to3 = asm_label(&cg->a), up = asm_label(&cg->a);
	uint32_t up_end = asm_label(&cg->a), root = asm_label(&cg->a), last = asm_label(&cg->a);
	uint32_t s0_end = asm_label(&cg->a);
	struct clean k;

	while (p2 <= size)
		p2 <<= 1;
	k.mask = (int32_t)p2 - 1;
	k.src = copy_in(cg, s, size, 0);
	k.dst = cg_scratch(cg, p2 + 8);
	k.j = cg_scratch(cg, 8);
	k.sp = cg_scratch(cg, 8);
	k.stk = cg_scratch(cg, 2 * p2);
	E(I_ST(BPF_DW, R7, (int16_t)k.j, 0));
	E(I_ST(BPF_DW, R7, (int16_t)k.sp, 0));
	E(I_MOV64_IMM(R0, 0));
	E(I_MOV64_IMM(R9, 0));
	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, BPF_JGE, R9, (int32_t)size, fin);
	E(I_MOV64_REG(R3, R9));
	load_byte(cg, k.src);
	E(I_ALU64_IMM(BPF_ADD, R9, 1));
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 1, s1);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 2, s2);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 3, s3);
	/* 0: in a component. One branch, the verifier's first way, for most bytes */
	E(I_MOV64_REG(R1, R5));
	E(I_ALU64_IMM(BPF_XOR, R1, '/'));
	E(I_MOV64_REG(R2, R1));
	E(I_ALU64_IMM(BPF_NEG, R2, 0));
	E(I_ALU64_REG(BPF_OR, R1, R2));
	E(I_ALU64_IMM(BPF_RSH, R1, 63));                     /* 1 if not '/' */
	E(I_MOV64_REG(R2, R5));
	E(I_ALU64_IMM(BPF_NEG, R2, 0));
	E(I_ALU64_REG(BPF_OR, R2, R5));
	E(I_ALU64_IMM(BPF_RSH, R2, 63));                     /* 1 if not the NUL */
	E(I_ALU64_REG(BPF_AND, R1, R2));
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, s0_end);
	clean_put(cg, &k, -1);
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, s0_end);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 0, fin);
	asm_ja(&cg->a, to1);
	asm_place(&cg->a, s1);                               /* 1: after '/' */
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '/', loop);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '.', to2);
	clean_push(cg, &k);
	clean_put(cg, &k, '/');
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 0, fin);
	clean_put(cg, &k, -1);
	clean_state(cg, 0, loop);
	asm_place(&cg->a, s2);                               /* 2: after "/." */
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '/', to1);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '.', to3);
	clean_push(cg, &k);
	clean_put(cg, &k, '/');
	clean_put(cg, &k, '.');
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 0, fin);
	clean_put(cg, &k, -1);
	clean_state(cg, 0, loop);
	asm_place(&cg->a, s3);                               /* 3: after "/.." */
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '/', up);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, 0, up_end);
	clean_push(cg, &k);
	clean_put(cg, &k, '/');
	clean_put(cg, &k, '.');
	clean_put(cg, &k, '.');
	clean_put(cg, &k, -1);
	clean_state(cg, 0, loop);
	asm_place(&cg->a, up);                               /* "/../": back to the last '/' */
	clean_pop(cg, &k, to1);
	asm_place(&cg->a, to1);
	clean_state(cg, 1, loop);
	asm_place(&cg->a, to2);
	clean_state(cg, 2, loop);
	asm_place(&cg->a, to3);
	clean_state(cg, 3, loop);
	asm_place(&cg->a, up_end);                           /* a final "/..": keep the last '/' */
	clean_pop(cg, &k, root);
	E(I_LDX(BPF_DW, R1, R7, (int16_t)k.j));
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	E(I_STX(BPF_DW, R7, R1, (int16_t)k.j));
	asm_ja(&cg->a, fin);
	asm_place(&cg->a, root);
	clean_put(cg, &k, '/');
	asm_place(&cg->a, fin);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)k.j));
	cg_clamp_r0(cg, (int32_t)size - 1);
	E(I_MOV64_REG(R2, R0));
	E(I_MOV64_IMM(R4, 0));
	asm_jmp_imm(&cg->a, BPF_JNE, R2, 0, last);
	E(I_ST(BPF_B, R7, (int16_t)k.dst, 0));               /* nothing: "" */
	asm_place(&cg->a, last);
	copy_span(cg, k.dst, size);
}

/* strtoll(s): the decimal integer at the start of s (spaces, then an optional sign), 0 if none. */
static void str_toll(struct cg_state *cg, struct node *call)
{
	uint32_t size = cg->cc->opts.strsize, src, loop = asm_label(&cg->a), done = asm_label(&cg->a);
	uint32_t sign = asm_label(&cg->a), digits = asm_label(&cg->a), skip = asm_label(&cg->a);

	if (call->list->next && (call->list->next->kind != NODE_INT || call->list->next->ival != 10))
		cc_error(cg->cc, call->pos, D_CG_DYN, "strtoll( ) supports base 10 only");
	src = copy_in(cg, call->list, size, 0);
	E(I_MOV64_IMM(R3, 0));                 /* index */
	E(I_MOV64_IMM(R4, 0));                 /* value */
	E(I_MOV64_IMM(R2, 0));                 /* 1 if negative */
	asm_place(&cg->a, skip);               /* leading blanks */
	asm_jmp_imm(&cg->a, BPF_JGE, R3, 64, sign);
	load_byte(cg, src);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, ' ', sign);
	E(I_ALU64_IMM(BPF_ADD, R3, 1));
	asm_ja(&cg->a, skip);
	asm_place(&cg->a, sign);
	asm_jmp_imm(&cg->a, BPF_JGE, R3, 64, done);
	load_byte(cg, src);
	asm_jmp_imm(&cg->a, BPF_JEQ, R5, '+', digits);
	asm_jmp_imm(&cg->a, BPF_JNE, R5, '-', loop);
	E(I_MOV64_IMM(R2, 1));
	asm_place(&cg->a, digits);
	E(I_ALU64_IMM(BPF_ADD, R3, 1));
	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, BPF_JGE, R3, (int32_t)size, done);
	load_byte(cg, src);
	asm_jmp_imm(&cg->a, BPF_JLT, R5, '0', done);
	asm_jmp_imm(&cg->a, BPF_JGT, R5, '9', done);
	E(I_ALU64_IMM(BPF_MUL, R4, 10));
	E(I_ALU64_IMM(BPF_SUB, R5, '0'));
	E(I_ALU64_REG(BPF_ADD, R4, R5));
	E(I_ALU64_IMM(BPF_ADD, R3, 1));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, done);
	E(I_MOV64_REG(R0, R4));
	E(I_ALU64_IMM(BPF_NEG, R2, 0));        /* 0 or -1 */
	E(I_ALU64_REG(BPF_XOR, R0, R2));
	E(I_ALU64_REG(BPF_SUB, R0, R2));
}

/* ---- inet_ntoa(), inet_ntoa6(), inet_ntop() ---- */

enum {
	AF_INET_LINUX = 2,
	AF_INET6_LINUX = 10,
	INET_TEXT = 80, /* bytes of text: 45 at most ("::ffff:255.255.255.255" is 22) plus slack */
};

/*
 * Copies n bytes at the address in R0 to scratch off, in reads of 8, 4, 2
 * and 1 bytes (inet_ntoa()'s 4 and 16, link_ntop()'s 6 and 20); a bad
 * address faults.
 */
static void inet_read(struct cg_state *cg, uint32_t off, uint32_t n)
{
	int16_t slot = cg_push(cg, R0);

	for (uint32_t i = 0, step; i < n; i += step) {
		step = n - i >= 8 ? 8 : n - i >= 4 ? 4 : n - i >= 2 ? 2 : 1;
		E(I_LDX(BPF_DW, R0, FP, slot));
		E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)i));
		cg_read_scalar(cg, step, false, NULL);
		E(I_STX(step == 8 ? BPF_DW : step == 4 ? BPF_W : step == 2 ? BPF_H : BPF_B, R7, R0,
			(int16_t)(off + i)));
	}
	cg->ntmp--;
}

/* R9 = p (the text's length so far) clamped into the text buffer after an advance. */
static void inet_clamp_p(struct cg_state *cg)
{
	E(I_ALU64_IMM(BPF_AND, R9, 63));
}

/*
 * Appends the dotted quad of the 4 bytes at scratch src to the text at
 * scratch dst + R9, advancing R9, and ends it with a NUL. Without
 * branches: each octet's three digits are written left-aligned (the octet
 * times 100, 10 or 1) and R9 advances by its number of digits.
 */
static void inet_v4_text(struct cg_state *cg, uint32_t src, uint32_t dst)
{
	for (int i = 0; i < 4; i++) {
		E(I_LDX(BPF_B, R2, R7, (int16_t)(src + i)));
		E(I_MOV64_IMM(R3, 9));
		E(I_ALU64_REG(BPF_SUB, R3, R2));
		E(I_ALU64_IMM(BPF_RSH, R3, 63));  /* o > 9 */
		E(I_MOV64_IMM(R4, 99));
		E(I_ALU64_REG(BPF_SUB, R4, R2));
		E(I_ALU64_IMM(BPF_RSH, R4, 63));  /* o > 99 */
		E(I_MOV64_REG(R5, R4));
		E(I_ALU64_IMM(BPF_XOR, R5, 1));
		E(I_ALU64_IMM(BPF_MUL, R5, 9));
		E(I_ALU64_IMM(BPF_ADD, R5, 1));
		E(I_MOV64_REG(R0, R3));
		E(I_ALU64_IMM(BPF_XOR, R0, 1));
		E(I_ALU64_IMM(BPF_MUL, R0, 90));
		E(I_ALU64_REG(BPF_ADD, R5, R0));  /* 100, 10 or 1 */
		E(I_ALU64_REG(BPF_MUL, R2, R5));
		E(I_ALU64_REG(BPF_ADD, R3, R4));
		E(I_ALU64_IMM(BPF_ADD, R3, 1));   /* its digits */
		E(I_MOV64_REG(R4, R7));
		E(I_ALU64_REG(BPF_ADD, R4, R9));
		for (int k = 0; k < 3; k++) {
			E(I_MOV64_REG(R0, R2));
			if (k < 2)
				E(I_ALU64_IMM(BPF_DIV, R0, k == 0 ? 100 : 10));
			E(I_ALU64_IMM(BPF_MOD, R0, 10));
			E(I_ALU64_IMM(BPF_ADD, R0, '0'));
			E(I_STX(BPF_B, R4, R0, (int16_t)(dst + k)));
		}
		E(I_ALU64_REG(BPF_ADD, R9, R3));
		if (i < 3) {
			E(I_MOV64_REG(R4, R7));
			E(I_ALU64_REG(BPF_ADD, R4, R9));
			E(I_ST(BPF_B, R4, (int16_t)dst, '.'));
			E(I_ALU64_IMM(BPF_ADD, R9, 1));
		}
		inet_clamp_p(cg);
	}
	E(I_MOV64_REG(R4, R7));
	E(I_ALU64_REG(BPF_ADD, R4, R9));
	E(I_ST(BPF_B, R4, (int16_t)dst, 0));
}

/* R4 = 16-bit group i of the IPv6 address at scratch src (network order). Uses R5. */
static void inet_group(struct cg_state *cg, uint32_t src, int i)
{
	E(I_LDX(BPF_B, R4, R7, (int16_t)(src + 2 * i)));
	E(I_ALU64_IMM(BPF_LSH, R4, 8));
	E(I_LDX(BPF_B, R5, R7, (int16_t)(src + 2 * i + 1)));
	E(I_ALU64_REG(BPF_OR, R4, R5));
}

/*
 * R1, R2 = the first and last group of the first longest run of two or
 * more zero groups (RFC 5952), or R1 > R2 if none. Without branches:
 * the run's length R1 = zero ? R1 + 1 : 0, and a longer run replaces the
 * best (R2 long, ending at R3) through a 0-or-1 multiplier.
 */
static void inet_v6_run(struct cg_state *cg, uint32_t src)
{
	E(I_MOV64_IMM(R1, 0));
	E(I_MOV64_IMM(R2, 0));
	E(I_MOV64_IMM(R3, 0));
	for (int i = 0; i < 8; i++) {
		inet_group(cg, src, i);
		E(I_ALU64_IMM(BPF_SUB, R4, 1));
		E(I_ALU64_IMM(BPF_RSH, R4, 63));  /* 1 if the group is 0 */
		E(I_ALU64_IMM(BPF_ADD, R1, 1));
		E(I_ALU64_REG(BPF_MUL, R1, R4));
		E(I_MOV64_REG(R5, R2));
		E(I_ALU64_REG(BPF_SUB, R5, R1));
		E(I_ALU64_IMM(BPF_RSH, R5, 63));  /* 1 if this run is the longest yet */
		E(I_MOV64_REG(R0, R1));
		E(I_ALU64_REG(BPF_SUB, R0, R2));
		E(I_ALU64_REG(BPF_MUL, R0, R5));
		E(I_ALU64_REG(BPF_ADD, R2, R0));
		E(I_MOV64_REG(R0, R3));
		E(I_ALU64_IMM(BPF_NEG, R0, 0));
		E(I_ALU64_IMM(BPF_ADD, R0, i));
		E(I_ALU64_REG(BPF_MUL, R0, R5));
		E(I_ALU64_REG(BPF_ADD, R3, R0));
	}
	E(I_MOV64_REG(R5, R2));
	E(I_ALU64_IMM(BPF_SUB, R5, 2));
	E(I_ALU64_IMM(BPF_RSH, R5, 63));
	E(I_ALU64_IMM(BPF_XOR, R5, 1));
	E(I_ALU64_REG(BPF_MUL, R2, R5));          /* a single zero group is no run */
	E(I_MOV64_REG(R1, R3));
	E(I_ALU64_REG(BPF_SUB, R1, R2));
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	E(I_MOV64_REG(R2, R3));
}

/*
 * The text of the IPv6 address at scratch src at scratch dst, without
 * branches: for each group, "::" is written and R9 advances by 2 at the
 * run's start, 1 before a group after a group, else 0; then its four hex
 * digits, leading zeros shifted out, and R9 advances by their number (0
 * in the run). What lies past R9 is overwritten next or ends the string.
 * flag: a scratch slot for the previous group's "in the run".
 */
static void inet_v6_text(struct cg_state *cg, uint32_t src, uint32_t dst, uint32_t flag, uint32_t nd)
{
	inet_v6_run(cg, src);
	E(I_ST(BPF_DW, R7, (int16_t)flag, 0));
	for (int i = 0; i < 8; i++) {
		E(I_MOV64_REG(R3, R1));
		E(I_ALU64_IMM(BPF_SUB, R3, i + 1));
		E(I_ALU64_IMM(BPF_RSH, R3, 63));   /* i >= first */
		E(I_MOV64_REG(R4, R2));
		E(I_ALU64_IMM(BPF_NEG, R4, 0));
		E(I_ALU64_IMM(BPF_ADD, R4, i - 1));
		E(I_ALU64_IMM(BPF_RSH, R4, 63));   /* i <= last */
		E(I_ALU64_REG(BPF_AND, R3, R4));    /* in the run */
		E(I_MOV64_REG(R4, R1));
		E(I_ALU64_IMM(BPF_SUB, R4, i));
		E(I_MOV64_REG(R5, R4));
		E(I_ALU64_IMM(BPF_NEG, R5, 0));
		E(I_ALU64_REG(BPF_OR, R4, R5));
		E(I_ALU64_IMM(BPF_RSH, R4, 63));
		E(I_ALU64_IMM(BPF_XOR, R4, 1));     /* i == first */
		E(I_ALU64_REG(BPF_AND, R4, R3));
		E(I_ALU64_IMM(BPF_LSH, R4, 1));     /* "::" */
		if (i > 0) {
			E(I_LDX(BPF_DW, R5, R7, (int16_t)flag));
			E(I_ALU64_REG(BPF_OR, R5, R3));
			E(I_ALU64_IMM(BPF_XOR, R5, 1));
			E(I_ALU64_REG(BPF_ADD, R4, R5)); /* ":" between groups outside the run */
		}
		E(I_STX(BPF_DW, R7, R3, (int16_t)flag));
		E(I_MOV64_REG(R0, R7));
		E(I_ALU64_REG(BPF_ADD, R0, R9));
		E(I_ST(BPF_B, R0, (int16_t)dst, ':'));
		E(I_ST(BPF_B, R0, (int16_t)(dst + 1), ':'));
		E(I_ALU64_REG(BPF_ADD, R9, R4));
		inet_clamp_p(cg);
		inet_group(cg, src, i);
		E(I_MOV64_IMM(R5, 1));
		for (int k = 0; k < 3; k++) {
			E(I_MOV64_IMM(R0, k == 0 ? 0xf : k == 1 ? 0xff : 0xfff));
			E(I_ALU64_REG(BPF_SUB, R0, R4));
			E(I_ALU64_IMM(BPF_RSH, R0, 63));
			E(I_ALU64_REG(BPF_ADD, R5, R0));
		}
		E(I_STX(BPF_DW, R7, R5, (int16_t)nd));  /* its hex digits */
		E(I_ALU64_IMM(BPF_LSH, R5, 2));
		E(I_ALU64_IMM(BPF_NEG, R5, 0));
		E(I_ALU64_IMM(BPF_ADD, R5, 16));
		E(I_ALU64_REG(BPF_LSH, R4, R5));        /* leading zero digits shifted out */
		E(I_MOV64_REG(R3, R7));
		E(I_ALU64_REG(BPF_ADD, R3, R9));
		for (int k = 0; k < 4; k++) {
			E(I_MOV64_REG(R0, R4));
			E(I_ALU64_IMM(BPF_RSH, R0, 12 - 4 * k));
			E(I_ALU64_IMM(BPF_AND, R0, 0xf));
			E(I_MOV64_IMM(R5, 9));
			E(I_ALU64_REG(BPF_SUB, R5, R0));
			E(I_ALU64_IMM(BPF_RSH, R5, 63));
			E(I_ALU64_IMM(BPF_MUL, R5, 'a' - '0' - 10));
			E(I_ALU64_REG(BPF_ADD, R0, R5));
			E(I_ALU64_IMM(BPF_ADD, R0, '0'));
			E(I_STX(BPF_B, R3, R0, (int16_t)(dst + k)));
		}
		E(I_LDX(BPF_DW, R5, R7, (int16_t)nd));
		E(I_LDX(BPF_DW, R0, R7, (int16_t)flag));
		E(I_ALU64_IMM(BPF_XOR, R0, 1));
		E(I_ALU64_REG(BPF_MUL, R5, R0));
		E(I_ALU64_REG(BPF_ADD, R9, R5));
		inet_clamp_p(cg);
	}
	E(I_MOV64_REG(R0, R7));
	E(I_ALU64_REG(BPF_ADD, R0, R9));
	E(I_ST(BPF_B, R0, (int16_t)dst, 0));
}

/*
 * The text of the IPv6 address at scratch src. An IPv4-mapped address
 * (::ffff:a.b.c.d) and an IPv4-compatible one (::a.b.c.d, but :: and ::1)
 * print as DTrace's inet_ntoa6() prints them, the dotted quad alone;
 * strict (inet_ntoa6's second argument, and always inet_ntop(), which
 * DTrace gives the embedded form) keeps the prefixes, "::ffff:" or "::",
 * before the quad.
 */
static void inet_v6(struct cg_state *cg, uint32_t src, uint32_t dst, bool strict)
{
	uint32_t flag = cg_scratch(cg, 8), nd = cg_scratch(cg, 8);
	uint32_t plain = asm_label(&cg->a), done = asm_label(&cg->a), quad = asm_label(&cg->a);
	uint32_t notcompat = asm_label(&cg->a);
	static const char mapped[] = "::ffff:";

	E(I_LDX(BPF_DW, R0, R7, (int16_t)src));
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, plain);
	E(I_LDX(BPF_W, R0, R7, (int16_t)(src + 8)));
	asm_jmp_imm(&cg->a, BPF_JNE, R0, 0, notcompat);
	E(I_LDX(BPF_W, R1, R7, (int16_t)(src + 12)));
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0, plain);                  /* :: */
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, 0x01000000, plain);         /* ::1 (bytes 0 0 0 1) */
	if (strict) {
		E(I_ST(BPF_B, R7, (int16_t)dst, ':'));
		E(I_ST(BPF_B, R7, (int16_t)(dst + 1), ':'));
		E(I_MOV64_IMM(R9, 2));
	}
	asm_ja(&cg->a, quad);
	asm_place(&cg->a, notcompat);
	E(I_ALU32_IMM(BPF_MOV, R1, (int32_t)0xffff0000));              /* bytes 8-11: 0 0 ff ff */
	asm_jmp_reg(&cg->a, BPF_JNE, R0, R1, plain);
	if (strict) {
		for (int i = 0; i < 7; i++)
			E(I_ST(BPF_B, R7, (int16_t)(dst + i), mapped[i]));
		E(I_MOV64_IMM(R9, 7));
	}
	asm_place(&cg->a, quad);
	if (!strict)
		E(I_MOV64_IMM(R9, 0));
	inet_v4_text(cg, src + 12, dst);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, plain);
	E(I_MOV64_IMM(R9, 0));
	inet_v6_text(cg, src, dst, flag, nd);
	asm_place(&cg->a, done);
}

/* inet_ntoa(addr), inet_ntoa6(addr [, strict]), inet_ntop(af, addr): R0 = the address's text. */
static void str_inet(struct cg_state *cg, struct node *call)
{
	enum func_id id = call->ann->func->id;
	struct node *addr = id == FN_inet_ntop ? call->list->next : call->list;
	uint32_t src = cg_scratch(cg, 16), dst = cg_scratch(cg, INET_TEXT);
	uint32_t v4 = asm_label(&cg->a), v6 = asm_label(&cg->a), done = asm_label(&cg->a);

	if (id == FN_inet_ntop) {
		cg_expr(cg, call->list);
		cg_push(cg, R0);
		cg_expr(cg, addr);
		cg_pop(cg, R1);
		asm_jmp_imm(&cg->a, BPF_JEQ, R1, AF_INET6_LINUX, v6);
		asm_jmp_imm(&cg->a, BPF_JEQ, R1, AF_INET_LINUX, v4);
		cg_fault_now(cg, FAULT_ILLOP);          /* neither: an illegal operation, as in DTrace */
	} else {
		cg_expr(cg, addr);
	}
	if (id != FN_inet_ntoa6) {
		asm_place(&cg->a, v4);
		inet_read(cg, src, 4);
		E(I_MOV64_IMM(R9, 0));
		inet_v4_text(cg, src, dst);
	}
	if (id != FN_inet_ntoa) {
		if (id == FN_inet_ntop)
			asm_ja(&cg->a, done);
		asm_place(&cg->a, v6);
		inet_read(cg, src, 16);
		inet_v6(cg, src, dst, id == FN_inet_ntop || (addr->next && addr->next->ival));
	}
	asm_place(&cg->a, done);
	cg_scratch_ptr(cg, R0, dst);
}

/* ---- link_ntop() ---- */

enum { ARPHRD_ETHER_LINUX = 1, ARPHRD_INFINIBAND_LINUX = 32 };

/*
 * Writes the n bytes at the address in R0 as lowercase hex pairs joined by
 * ':' (DTrace's form) to scratch dst, NUL-ended; they are read into scratch
 * src, and a bad address faults.
 */
static void link_text(struct cg_state *cg, uint32_t src, uint32_t dst, uint32_t n)
{
	inet_read(cg, src, n);
	for (uint32_t i = 0; i < n; i++) {
		for (int hi = 1; hi >= 0; hi--) {
			E(I_LDX(BPF_B, R2, R7, (int16_t)(src + i)));
			if (hi)
				E(I_ALU64_IMM(BPF_RSH, R2, 4));
			E(I_ALU64_IMM(BPF_AND, R2, 15));
			E(I_MOV64_IMM(R3, 9));
			E(I_ALU64_REG(BPF_SUB, R3, R2));
			E(I_ALU64_IMM(BPF_RSH, R3, 63));          /* a letter: 1 */
			E(I_ALU64_IMM(BPF_MUL, R3, 'a' - '0' - 10));
			E(I_ALU64_REG(BPF_ADD, R2, R3));
			E(I_ALU64_IMM(BPF_ADD, R2, '0'));
			E(I_STX(BPF_B, R7, R2, (int16_t)(dst + 3 * i + (hi ? 0 : 1))));
		}
		E(I_ST(BPF_B, R7, (int16_t)(dst + 3 * i + 2), i + 1 < n ? ':' : 0));
	}
}

/* link_ntop(type, addr): R0 = the link-layer address's text (Ethernet: 6 bytes; InfiniBand: 20). */
static void str_link(struct cg_state *cg, struct node *call)
{
	uint32_t src = cg_scratch(cg, 24), dst = cg_scratch(cg, 64);
	uint32_t eth = asm_label(&cg->a), ib = asm_label(&cg->a), done = asm_label(&cg->a);

	cg_expr(cg, call->list);
	cg_push(cg, R0);
	cg_expr(cg, call->list->next);
	cg_pop(cg, R1);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, ARPHRD_ETHER_LINUX, eth);
	asm_jmp_imm(&cg->a, BPF_JEQ, R1, ARPHRD_INFINIBAND_LINUX, ib);
	cg_fault_now(cg, FAULT_ILLOP);                  /* another type: an illegal operation, as in DTrace */
	asm_place(&cg->a, ib);
	link_text(cg, src, dst, 20);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, eth);
	link_text(cg, src, dst, 6);
	asm_place(&cg->a, done);
	cg_scratch_ptr(cg, R0, dst);
}

bool cg_str_subr(struct cg_state *cg, struct node *n)
{
	switch (n->ann->func->id) {
	case FN_strlen: str_len(cg, n->list); return true;
	case FN_strjoin: str_join(cg, n->list, n->list->next); return true;
	case FN_substr: str_sub(cg, n); return true;
	case FN_strchr: str_chr(cg, n, false); return true;
	case FN_strrchr: str_chr(cg, n, true); return true;
	case FN_index: str_index(cg, n, false); return true;
	case FN_rindex: str_index(cg, n, true); return true;
	case FN_strstr: str_str(cg, n); return true;
	case FN_toupper: str_case(cg, n->list, true); return true;
	case FN_tolower: str_case(cg, n->list, false); return true;
	case FN_lltostr: str_lltostr(cg, n); return true;
	case FN_basename: str_path(cg, n->list, true); return true;
	case FN_dirname: str_path(cg, n->list, false); return true;
	case FN_strtoll: str_toll(cg, n); return true;
	case FN_strtok: str_tok(cg, n); return true;
	case FN_cleanpath: str_clean(cg, n->list); return true;
	case FN_json: cg_json(cg, n); return true;
	case FN_inet_ntoa:
	case FN_inet_ntoa6:
	case FN_inet_ntop: str_inet(cg, n); return true;
	case FN_link_ntop: str_link(cg, n); return true;
	default: return false;
	}
}
