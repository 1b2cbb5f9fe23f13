/*
 * ehframe.h - an ELF's .eh_frame: its CIEs and FDEs read (the pointer
 * encodings and augmentations of the LSB's description, DWARF 4 section
 * 6.4's records), for the unwinder (unwind.c: the call-frame instructions
 * of each FDE) and for symbols (usym.c: the code each FDE covers names a
 * function that no symbol names).
 */
#ifndef SYM_EHFRAME_H
#define SYM_EHFRAME_H

#include <gelf.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Reading position in a copy of .eh_frame (or of call-frame instructions). */
struct eh_cursor {
	const uint8_t *p, *end;
	uint64_t base;             /* virtual address of data[0], for pc-relative pointers */
	const uint8_t *data;
};

uint64_t eh_uleb(struct eh_cursor *c);
int64_t eh_sleb(struct eh_cursor *c);
/* An n-byte little-endian value; past the end: 0, and the cursor at its end. */
uint64_t eh_fixed(struct eh_cursor *c, size_t n);
/* Skips n bytes (an expression's block), no further than the end. */
void eh_skip(struct eh_cursor *c, uint64_t n);

/* One FDE: the code it covers and its call-frame instructions (pointers into the data). */
struct eh_fde {
	uint64_t start, end;       /* ELF virtual addresses */
	const uint8_t *insns, *insns_end;
	const uint8_t *cie_insns, *cie_end;
	uint64_t code_align;
	int64_t data_align;
	bool signal;               /* its CIE says 'S': a signal trampoline */
};

/* Every FDE of an .eh_frame copy (data, size bytes at virtual address base), sorted by start. */
struct eh_fde *eh_parse(const uint8_t *data, size_t size, uint64_t base, size_t *nfdes);

/*
 * The .eh_frame of ELF e: its section, or where the PT_GNU_EH_FRAME
 * header (.eh_frame_hdr) points when section headers are gone (sstrip).
 * data points into e's memory. False if it has none.
 */
bool eh_find(Elf *e, const uint8_t **data, size_t *size, uint64_t *base);

/*
 * Calls fn with the code range of every FDE of e that starts in
 * executable code outside the PLT (whose stubs are not functions), sorted,
 * the ranges not overlapping (a range inside the one before it is left
 * out), and whether the code is entered by a call (its CFI at the start:
 * CFA rsp + 8, return address at CFA - 8), as a function is and a
 * trampoline, a signal return or the entry point are not. Stops at
 * non-zero, which it returns.
 */
typedef int eh_func_fn(void *ctx, uint64_t start, uint64_t size, bool called);
int eh_funcs(Elf *e, eh_func_fn *fn, void *ctx);

#endif
