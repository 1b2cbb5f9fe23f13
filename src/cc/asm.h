/*
 * asm.h - BPF instruction buffer with labels and a source position per
 * instruction (stage 5: labels -> offsets). Used by cg.c and cg_agg.c.
 *
 * Code is emitted in final order; jumps name a label and get their offset
 * when asm_finish() resolves labels. Map references are BPF_LD_IMM64 with
 * BPF_PSEUDO_MAP_FD/BPF_PSEUDO_MAP_VALUE and imm = index into prog_desc.maps.
 */
#ifndef CC_ASM_H
#define CC_ASM_H

#include <linux/bpf.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../base/srcpos.h"

struct cc;
struct arena;

struct asm_fixup {
	uint32_t insn;
	uint32_t label;
	bool call;                /* a BPF-to-BPF call: the offset goes in imm, not off */
};

struct asm_buf {
	struct arena *arena;      /* where the buffers grow: a compile error leaks nothing */
	struct bpf_insn *insns;
	struct srcpos *pos;
	uint32_t n, cap;
	uint32_t *labels;         /* label -> insn index, UINT32_MAX until placed */
	uint32_t nlabels, lcap;
	struct asm_fixup *fix;
	uint32_t nfix, fcap;
	struct srcpos cur;        /* position given to new instructions */
};

void asm_init(struct asm_buf *a, struct arena *arena);
void asm_free(struct asm_buf *a);
/* Empties the buffer for the next program, keeping the room it has grown. */
void asm_reset(struct asm_buf *a);
/* A copy of old (oldbytes) in a new, zeroed block of newbytes from arena: arrays that grow. */
void *asm_grow(struct arena *arena, const void *old, size_t oldbytes, size_t newbytes);
void asm_emit(struct asm_buf *a, struct bpf_insn insn);
uint32_t asm_label(struct asm_buf *a);
void asm_place(struct asm_buf *a, uint32_t label);
/* Conditional or unconditional jump to label: op BPF_JA, BPF_JEQ...; src_reg < 0 = immediate. */
void asm_jmp_imm(struct asm_buf *a, uint8_t op, uint8_t dst, int32_t imm, uint32_t label);
void asm_jmp_reg(struct asm_buf *a, uint8_t op, uint8_t dst, uint8_t src, uint32_t label);
void asm_ja(struct asm_buf *a, uint32_t label);
void asm_ld_imm64(struct asm_buf *a, uint8_t dst, uint64_t imm);
void asm_ld_map(struct asm_buf *a, uint8_t dst, uint32_t map);
void asm_ld_map_value(struct asm_buf *a, uint8_t dst, uint32_t map, uint32_t off);
void asm_call(struct asm_buf *a, int32_t helper);
/* A call to the subprogram placed at label (BPF_PSEUDO_CALL, pc-relative); its result in R0. */
void asm_call_label(struct asm_buf *a, uint32_t label);
/* dst = the address of vmlinux's variable of BTF id btf_id (a per-CPU one: for bpf_this_cpu_ptr()). */
void asm_ld_btf_id(struct asm_buf *a, uint8_t dst, uint32_t btf_id);
/* dst = the address of the function at label (a helper's callback: bpf_loop()). */
void asm_ld_func(struct asm_buf *a, uint8_t dst, uint32_t label);
/* Resolves jump offsets; false if one does not fit BPF's 16 bits. BUG()s on an unplaced label. */
bool asm_finish(struct asm_buf *a);

/* Instruction constructors (the kernel's BPF_* macros are in samples, not UAPI). */
#define I_ALU64_IMM(op, d, imm) ((struct bpf_insn){ BPF_ALU64 | BPF_OP(op) | BPF_K, (d), 0, 0, (imm) })
#define I_ALU64_REG(op, d, s) ((struct bpf_insn){ BPF_ALU64 | BPF_OP(op) | BPF_X, (d), (s), 0, 0 })
#define I_ALU32_IMM(op, d, imm) ((struct bpf_insn){ BPF_ALU | BPF_OP(op) | BPF_K, (d), 0, 0, (imm) })
#define I_ALU32_REG(op, d, s) ((struct bpf_insn){ BPF_ALU | BPF_OP(op) | BPF_X, (d), (s), 0, 0 })
#define I_SDIV64_REG(op, d, s) ((struct bpf_insn){ BPF_ALU64 | BPF_OP(op) | BPF_X, (d), (s), 1, 0 })
#define I_MOV64_REG(d, s) I_ALU64_REG(BPF_MOV, d, s)
#define I_MOV64_IMM(d, imm) I_ALU64_IMM(BPF_MOV, d, imm)
#define I_LDX(sz, d, s, off) ((struct bpf_insn){ BPF_LDX | BPF_SIZE(sz) | BPF_MEM, (d), (s), (off), 0 })
#define I_STX(sz, d, s, off) ((struct bpf_insn){ BPF_STX | BPF_SIZE(sz) | BPF_MEM, (d), (s), (off), 0 })
#define I_ST(sz, d, off, imm) ((struct bpf_insn){ BPF_ST | BPF_SIZE(sz) | BPF_MEM, (d), 0, (off), (imm) })
#define I_EXIT() ((struct bpf_insn){ BPF_JMP | BPF_EXIT, 0, 0, 0, 0 })

#endif
