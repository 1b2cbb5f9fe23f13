/*
 * insn.h - x86-64 instruction lengths, so that a pid probe at an offset
 * inside a function is placed only at an instruction boundary.
 */
#ifndef SYM_INSN_H
#define SYM_INSN_H

#include <stddef.h>
#include <stdint.h>

/* Length of the instruction at p (n bytes readable), or -1 if it cannot be decoded. */
int insn_len(const uint8_t *p, size_t n);
/* 1 if off starts an instruction of code (decoded from 0), 0 if not, -1 if undecodable before it. */
int insn_boundary(const uint8_t *code, size_t n, size_t off);

#endif
