/*
 * dis.h - BPF disassembler for -S (-x dump=bpf) and the golden tests.
 */
#ifndef CC_DIS_H
#define CC_DIS_H

#include <stdio.h>

#include "prog.h"

/* Prints one instruction (two for BPF_LD_IMM64: *used says how many) as text. */
void dis_insn(FILE *f, const struct prog_desc *pd, const struct bpf_insn *insn, uint32_t idx, uint32_t *used);
/* Prints every program: maps first, then each program's instructions with their D line. */
void dis_prog_desc(FILE *f, const struct prog_desc *pd);

#endif
