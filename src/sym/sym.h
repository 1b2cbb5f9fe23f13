/*
 * sym.h - symbolization for the printer (struct print_sym): kernel
 * addresses through /proc/kallsyms ("vmlinux`symbol+0xoff",
 * "module`symbol"), loaded on first use; user addresses through usym.c.
 */
#ifndef SYM_SYM_H
#define SYM_SYM_H

#include "../cc/prog.h"
#include "../out/print.h"

/* The hooks to put in print_opts.sym; lives as long as the process. */
const struct print_sym *sym_hooks(void);
/*
 * Fills row with the tracing frames atop the kernel stacks of a program of
 * type type attached to tracepoint cat/event (a raw tracepoint: cat NULL;
 * not a tracepoint: event NULL). Loads /proc/kallsyms if not yet loaded.
 */
void sym_kframes(enum prog_type type, const char *cat, const char *event, struct kframes_row *row);
/* The address of kernel symbol name (of module mod, NULL: any) in /proc/kallsyms; -ENOENT if none. */
int sym_kernel_addr(const char *mod, const char *name, uint64_t *addr);
/* Frees what was loaded. */
void sym_fini(void);

#endif
