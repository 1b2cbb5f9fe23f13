/*
 * sym.h - symbolization for the printer (struct print_sym): kernel
 * addresses through /proc/kallsyms ("vmlinux`symbol+0xoff",
 * "module`symbol"), loaded on first use; user addresses through usym.c.
 */
#ifndef RT_SYM_H
#define RT_SYM_H

#include "print.h"

/* The hooks to put in print_opts.sym; lives as long as the process. */
const struct print_sym *sym_hooks(void);
/* Frees what was loaded. */
void sym_fini(void);

#endif
