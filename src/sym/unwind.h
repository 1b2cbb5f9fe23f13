/*
 * unwind.h - user stacks through code built without frame pointers: the
 * call chain recovered from a copy of the stack and the registers at the
 * probe, with each ELF's .eh_frame call-frame information (CFI), as a
 * debugger does. Frame pointers are the fallback where an object has no
 * CFI for a pc.
 */
#ifndef SYM_UNWIND_H
#define SYM_UNWIND_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Registers at the probe (x86-64). */
struct unwind_regs {
	uint64_t ip, sp, bp;
};

/*
 * Unwinds the stack of process pid: stack holds len bytes copied from
 * address regs->sp at the probe. Writes up to max return addresses into
 * pcs, the probe's own pc first; returns how many.
 */
int unwind_user(pid_t pid, const struct unwind_regs *regs, const uint8_t *stack, size_t len,
		uint64_t *pcs, int max);
/*
 * Unwinds a FIELD_USTACK_RAW value (u64 pid, ip, sp, bp, len, then the
 * stack copy; size bytes in all; or the pcs the kernel unwound, if len is
 * cc/utab.h's UTAB_UNWOUND) into FIELD_USTACK's layout at out: the
 * pid, then up to depth pcs, 0-terminated (depth + 2 words). Returns the
 * number of pcs.
 */
int unwind_raw(const uint8_t *raw, size_t size, uint64_t *out, uint32_t depth);
/*
 * The unwind rows (cc/utab.h) of ELF file path, sorted, made from its
 * .eh_frame at first sight; *n = 0 if it has none. Owned here.
 */
const uint64_t *unwind_rows(const char *path, size_t *n);
/* Frees the parsed unwind tables. */
void unwind_fini(void);

#endif
