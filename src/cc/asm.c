/*
 * asm.c - the instruction buffer behind cg.c (see asm.h): emission with
 * source positions, labels, and jump resolution. The buffers grow in the
 * compile's arena (cc->arena), so an error longjmp leaks nothing.
 */
#include "asm.h"

#include <stdlib.h>
#include <string.h>

#include "../base/arena.h"
#include "../base/util.h"

void asm_init(struct asm_buf *a, struct arena *arena)
{
	memset(a, 0, sizeof(*a));
	a->arena = arena;
}

void asm_free(struct asm_buf *a)
{
	struct arena *arena = a->arena;

	memset(a, 0, sizeof(*a));
	a->arena = arena;
}

void asm_reset(struct asm_buf *a)
{
	a->n = a->nlabels = a->nfix = 0;
	a->cur = (struct srcpos){0};
}

void *asm_grow(struct arena *arena, const void *old, size_t oldbytes, size_t newbytes)
{
	void *p = arena_alloc(arena, newbytes);

	if (oldbytes)
		memcpy(p, old, oldbytes);
	return p;
}

void asm_emit(struct asm_buf *a, struct bpf_insn insn)
{
	if (a->n == a->cap) {
		uint32_t cap = a->cap ? a->cap * 2 : 256;

		a->insns = asm_grow(a->arena, a->insns, sizeof(*a->insns) * a->n, sizeof(*a->insns) * cap);
		a->pos = asm_grow(a->arena, a->pos, sizeof(*a->pos) * a->n, sizeof(*a->pos) * cap);
		a->cap = cap;
	}
	a->pos[a->n] = a->cur;
	a->insns[a->n++] = insn;
}

uint32_t asm_label(struct asm_buf *a)
{
	if (a->nlabels == a->lcap) {
		uint32_t cap = a->lcap ? a->lcap * 2 : 64;

		a->labels = asm_grow(a->arena, a->labels, sizeof(*a->labels) * a->nlabels, sizeof(*a->labels) * cap);
		a->lcap = cap;
	}
	a->labels[a->nlabels] = UINT32_MAX;
	return a->nlabels++;
}

void asm_place(struct asm_buf *a, uint32_t label)
{
	a->labels[label] = a->n;
}

static void add_fixup(struct asm_buf *a, uint32_t label)
{
	if (a->nfix == a->fcap) {
		uint32_t cap = a->fcap ? a->fcap * 2 : 64;

		a->fix = asm_grow(a->arena, a->fix, sizeof(*a->fix) * a->nfix, sizeof(*a->fix) * cap);
		a->fcap = cap;
	}
	a->fix[a->nfix].insn = a->n;
	a->fix[a->nfix].label = label;
	a->fix[a->nfix].call = false;
	a->nfix++;
}

void asm_jmp_imm(struct asm_buf *a, uint8_t op, uint8_t dst, int32_t imm, uint32_t label)
{
	add_fixup(a, label);
	asm_emit(a, (struct bpf_insn){ BPF_JMP | BPF_OP(op) | BPF_K, dst, 0, 0, imm });
}

void asm_jmp_reg(struct asm_buf *a, uint8_t op, uint8_t dst, uint8_t src, uint32_t label)
{
	add_fixup(a, label);
	asm_emit(a, (struct bpf_insn){ BPF_JMP | BPF_OP(op) | BPF_X, dst, src, 0, 0 });
}

void asm_ja(struct asm_buf *a, uint32_t label)
{
	add_fixup(a, label);
	asm_emit(a, (struct bpf_insn){ BPF_JMP | BPF_JA, 0, 0, 0, 0 });
}

void asm_ld_imm64(struct asm_buf *a, uint8_t dst, uint64_t imm)
{
	asm_emit(a, (struct bpf_insn){ BPF_LD | BPF_DW | BPF_IMM, dst, 0, 0, (int32_t)(uint32_t)imm });
	asm_emit(a, (struct bpf_insn){ 0, 0, 0, 0, (int32_t)(uint32_t)(imm >> 32) });
}

void asm_ld_map(struct asm_buf *a, uint8_t dst, uint32_t map)
{
	asm_emit(a, (struct bpf_insn){ BPF_LD | BPF_DW | BPF_IMM, dst, BPF_PSEUDO_MAP_FD, 0, (int32_t)map });
	asm_emit(a, (struct bpf_insn){ 0, 0, 0, 0, 0 });
}

void asm_ld_map_value(struct asm_buf *a, uint8_t dst, uint32_t map, uint32_t off)
{
	asm_emit(a, (struct bpf_insn){ BPF_LD | BPF_DW | BPF_IMM, dst, BPF_PSEUDO_MAP_VALUE, 0, (int32_t)map });
	asm_emit(a, (struct bpf_insn){ 0, 0, 0, 0, (int32_t)off });
}

void asm_call(struct asm_buf *a, int32_t helper)
{
	asm_emit(a, (struct bpf_insn){ BPF_JMP | BPF_CALL, 0, 0, 0, helper });
}

void asm_call_label(struct asm_buf *a, uint32_t label)
{
	add_fixup(a, label);
	a->fix[a->nfix - 1].call = true;
	asm_emit(a, (struct bpf_insn){ BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, 0 });
}

void asm_ld_btf_id(struct asm_buf *a, uint8_t dst, uint32_t btf_id)
{
	asm_emit(a, (struct bpf_insn){ BPF_LD | BPF_DW | BPF_IMM, dst, BPF_PSEUDO_BTF_ID, 0, (int32_t)btf_id });
	asm_emit(a, (struct bpf_insn){ 0, 0, 0, 0, 0 }); /* the BTF object: 0, vmlinux */
}

void asm_ld_func(struct asm_buf *a, uint8_t dst, uint32_t label)
{
	add_fixup(a, label);
	a->fix[a->nfix - 1].call = true; /* imm relative to the next instruction, as a call's */
	asm_emit(a, (struct bpf_insn){ BPF_LD | BPF_DW | BPF_IMM, dst, BPF_PSEUDO_FUNC, 0, 0 });
	asm_emit(a, (struct bpf_insn){ 0, 0, 0, 0, 0 });
}

bool asm_finish(struct asm_buf *a)
{
	for (uint32_t i = 0; i < a->nfix; i++) {
		uint32_t at = a->fix[i].insn, to = a->labels[a->fix[i].label];
		int64_t off;

		if (to == UINT32_MAX)
			BUG("jump to an unplaced label");
		off = (int64_t)to - (int64_t)at - 1;
		if (a->fix[i].call) {
			a->insns[at].imm = (int32_t)off;
			continue;
		}
		if (off < INT16_MIN || off > INT16_MAX)
			return false;
		a->insns[at].off = (int16_t)off;
	}
	return true;
}
