/*
 * btf.h - kernel types from BTF (/sys/kernel/btf/vmlinux) for the compiler.
 *
 * The runtime's cc_host.kernel_type calls btf_kernel_type(); types are built
 * with cc/type.h in the compile's arena, structs lazily (members are read
 * the first time the checker asks for them).
 */
#ifndef RT_BTF_H
#define RT_BTF_H

#include <stdbool.h>
#include <stdint.h>

struct arena;
struct btf;
struct cc;
struct type;

/*
 * Resolves a C type name ("struct task_struct", "task_struct" is not
 * accepted, "u64", "int", "unsigned long") from vmlinux BTF; NULL if the
 * kernel has no BTF or no such type.
 */
struct type *btf_kernel_type(struct cc *cc, const char *name);
/*
 * The D name of BTF type id of btf ("int", "u64", "struct file *"), in
 * arena a; NULL for what D cannot name (function pointers, arrays,
 * anonymous types) and for ids >= max_id (types a module's split BTF adds,
 * which the checker does not know): such arguments read as uint64_t.
 */
const char *btf_type_dname(struct arena *a, const struct btf *btf, uint32_t id, uint32_t max_id);
/*
 * The vmlinux BTF id of the typedef named name ("btf_trace_sys_exit", what
 * a BTF-typed raw tracepoint program names at load), or 0.
 */
uint32_t btf_kernel_typedef_id(const char *name);
/* The vmlinux BTF id of the function named name ("vfs_read"), or 0. */
uint32_t btf_kernel_func_id(const char *name);
/*
 * How many arguments tracepoint event passes a raw tracepoint program (the
 * parameters of its btf_trace_EVENT prototype after the first, the
 * tracepoint's data); -ENOENT if vmlinux BTF has no such prototype (the
 * kernel has no such tracepoint), -ENODATA if there is no vmlinux BTF.
 */
int btf_kernel_tp_nargs(const char *event);
/* 1 if vmlinux BTF has struct name, 0 if not, -ENODATA if there is no vmlinux BTF. */
int btf_kernel_struct(const char *name);
/*
 * The type of kernel variable name from its vmlinux BTF VAR, or NULL if
 * there is none; *percpu: it is in the per-CPU section.
 */
struct type *btf_kernel_var(struct cc *cc, const char *name, bool *percpu);
/* The vmlinux BTF id of per-CPU variable name's VAR, or 0 if there is none. */
uint32_t btf_kernel_percpu_id(const char *name);
/* Releases the loaded BTF (at exit; optional). */
void btf_release(void);

#endif
