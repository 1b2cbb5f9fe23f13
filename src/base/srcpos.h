/*
 * srcpos.h - a position in D source: file index, 1-based line and column
 * (column counted in bytes). Every token, AST node and BPF instruction has one.
 */
#ifndef BASE_SRCPOS_H
#define BASE_SRCPOS_H

#include <stdint.h>

struct srcpos {
	uint16_t file; /* index into the compile's file table; 0 = the first -s/-n */
	uint32_t line;
	uint32_t col;
};

#endif
