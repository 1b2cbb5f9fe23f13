/*
 * usym.h - user symbols: a process's mappings (/proc/PID/maps) and the
 * ELF symbol tables (.symtab, else .dynsym and the symbol file
 * debuginfo.c finds) of the files mapped, cached per process and per
 * file. Code no symbol covers is a function named by
 * its address in the object ("0x1139") where .eh_frame has an FDE for it;
 * C++ names are demangled unless -x mangled (demangle.h).
 */
#ifndef SYM_USYM_H
#define SYM_USYM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Writes "module`symbol+0xoff" (or without the offset) for pc in process pid. */
int usym_lookup(pid_t pid, uint64_t pc, bool with_offset, char *buf, size_t len);
/* Writes the module (file basename) mapped at pc in process pid. */
int usym_module(pid_t pid, uint64_t pc, char *buf, size_t len);
/* Reads pid's mappings again (a live process may have mapped more since). */
void usym_refresh(pid_t pid);
/*
 * Calls fn for every function of ELF file path (sorted by address), by the
 * name it is shown by; stops at non-zero. Code named from .eh_frame that is
 * not entered by a call (a trampoline, the entry point) is no function.
 */
typedef int usym_func_fn(void *ctx, const char *name, uint64_t vaddr, uint64_t size);
int usym_elf_funcs(const char *path, usym_func_fn *fn, void *ctx);
/* The file offset of virtual address vaddr in ELF file path, or -1. */
int64_t usym_elf_offset(const char *path, uint64_t vaddr);
/*
 * The virtual address of the defined symbol named name (a variable or a
 * function: .symtab first, then .dynsym) of ELF file path, in *vaddr.
 * 0, or -ENOENT.
 */
int usym_elf_symbol(const char *path, const char *name, uint64_t *vaddr);
/* The object's entry point (e_entry, a vaddr), 0 if it has none or cannot be read. */
uint64_t usym_elf_entry(const char *path);
/*
 * Calls fn for every executable file mapped in process pid, once each,
 * with alias "a.out" for the program itself (else NULL); stops at non-zero,
 * which it returns. -errno if the process cannot be read.
 */
typedef int usym_module_fn(void *ctx, const char *path, const char *alias);
int usym_each_module(pid_t pid, usym_module_fn *fn, void *ctx);
/*
 * The ELF file mapped at pc in process pid and pc's virtual address in it
 * (as its symbols and unwind tables count). Returns 0 or -ENOENT.
 */
int usym_elf_addr(pid_t pid, uint64_t pc, const char **path, uint64_t *vaddr);
/*
 * True if module pattern pat names the object with basename base: the
 * basename itself, or without its version (libc.so.6: libc.so), or
 * without ".so" and version (libc).
 */
bool usym_module_match(const char *pat, const char *base);
/*
 * Waits for the symbols still coming from debuginfod servers (each fetch
 * as long as its time allows), for output printed once tracing is over.
 */
void usym_settle(void);
/* Frees every cache. */
void usym_fini(void);

#endif
