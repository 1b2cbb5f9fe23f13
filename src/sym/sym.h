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
 * not a tracepoint: event NULL), whose JIT image spans text[0] to text[1]
 * (NULL or 0s: not known, its frames counted instead). Loads
 * /proc/kallsyms if not yet loaded.
 */
void sym_kframes(enum prog_type type, const char *cat, const char *event, const uint64_t text[2],
		 struct kframes_row *row);
/* A BPF trampoline the kernel lists in /proc/kallsyms ("bpf_trampoline_KEY [bpf]"). */
struct sym_tramp {
	uint64_t key;    /* the kernel's: its target's BTF object and type ids */
	uint64_t addr;   /* its image */
	uint64_t end;    /* where its image ends at the latest */
};
/* The trampolines /proc/kallsyms lists now, read afresh (*out: malloc()ed); how many, or -errno. */
long sym_trampolines(struct sym_tramp **out);
/*
 * Adds to row (a fentry/fexit program's, from sym_kframes) the trampoline
 * of the function of BTF id btf_id (in BTF object btf_obj_id; 0: vmlinux)
 * among t[0..n); if none is, the row counts the frames instead.
 */
void sym_kframes_trampoline(const struct sym_tramp *t, size_t n, uint32_t btf_obj_id, uint32_t btf_id,
			    struct kframes_row *row);
/* The address of kernel symbol name (of module mod, NULL: any) in /proc/kallsyms; -ENOENT if none. */
int sym_kernel_addr(const char *mod, const char *name, uint64_t *addr);
/*
 * True if /proc/kallsyms lists kernel variable name (of any type: a
 * per-CPU one is "A", its offset), as a kernel built with
 * CONFIG_KALLSYMS_ALL does; the kernel finds a BTF VAR's address there.
 */
bool sym_kernel_percpu_listed(const char *name);
/* Frees what was loaded. */
void sym_fini(void);

#endif
