/*
 * cg.h - code generation and linking (stages 4-5). Owned by cg.c.
 */
#ifndef CC_CG_H
#define CC_CG_H

#include "cc.h"

/* Generates one BPF program per attach point; the result lives in `out`. */
struct prog_desc *cg_program(struct cc *cc, struct arena *out);

#endif
