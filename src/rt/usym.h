/*
 * usym.h - user symbols: a process's mappings (/proc/PID/maps) and the
 * ELF symbol tables (.symtab, else .dynsym) of the files mapped, cached
 * per process and per file.
 */
#ifndef RT_USYM_H
#define RT_USYM_H

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
/* Frees every cache. */
void usym_fini(void);

#endif
