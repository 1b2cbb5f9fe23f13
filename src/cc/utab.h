/*
 * utab.h - user stack unwind tables: the contract between the runtime,
 * which builds them from each module's .eh_frame (sym/unwind.c) and keeps
 * them in two maps for the processes whose stacks are asked for
 * (user/utab.c), and the code generator, which walks them in BPF
 * (cg_ustack.c). sym/unwind.c walks the same rows in userspace for raw
 * stacks, so both walks give the same frames.
 *
 * A module's table is a sorted array of rows, one u64 each: the low 32 bits
 * are an ELF virtual address of the module, the high 32 bits the rule for
 * the frame of any pc from there up to the next row's address:
 *
 *   bits 0-1   kind (UTAB_*)
 *   bit  2     UTAB_CFA: the CFA is rbp + offset (else rsp + offset)
 *   bits 3-7   the caller's rbp was saved at CFA - 8 * this (0: not saved)
 *   bits 8-31  the CFA offset
 *
 * The return address is always at CFA - 8 (x86-64; a rule that says
 * otherwise becomes UTAB_FP). The frame of the probe's own pc is looked up
 * at that pc; the others at their return address - 1 (the call).
 */
#ifndef CC_UTAB_H
#define CC_UTAB_H

#include <stdint.h>

enum utab_kind {
	UTAB_FP,   /* no usable CFI: follow the frame-pointer chain */
	UTAB_CFA,  /* CFA = rsp or rbp + offset; return address at CFA - 8 */
	UTAB_SIG,  /* a signal trampoline: the interrupted registers are in the ucontext at sp */
	UTAB_END,  /* the outermost frame (return address undefined: _start, thread start) */
};

#define UTAB_RBP_CFA 4u          /* rule bit: the CFA is rbp-based */
#define UTAB_SLOT_SHIFT 3
#define UTAB_SLOT_MASK 31u
#define UTAB_OFF_SHIFT 8
#define UTAB_OFF_MAX ((1u << 24) - 1)

/* The signal frame: ucontext's mcontext gregs[] at sp + 40; rbp, rsp, rip are gregs 10, 15, 16. */
#define UTAB_SIG_GREGS 40
#define UTAB_SIG_RBP (UTAB_SIG_GREGS + 10 * 8)
#define UTAB_SIG_RSP (UTAB_SIG_GREGS + 15 * 8)
#define UTAB_SIG_RIP (UTAB_SIG_GREGS + 16 * 8)

#define UTAB_NMAPS 64            /* executable mappings of one process in its table */
#define UTAB_NOROWS 0xffffffffu  /* utab_map.first: the module's rows are not loaded */
#define UTAB_ROWS (1u << 19)     /* rows in the rows map (4 MB), for all modules */
#define UTAB_PROCS 256           /* processes with a table (LRU) */
#define UTAB_MAXSTEPS 20         /* binary search steps: a module of up to 2^20 rows */

/*
 * A FIELD_USTACK_RAW value whose length word (the fifth) is UTAB_UNWOUND
 * was unwound in the kernel: u64 pid, n, 0, 0, UTAB_UNWOUND, then n pcs
 * and a 0.
 */
#define UTAB_UNWOUND 0xffffffffffffffffull

/*
 * A ring buffer record of only a struct rec_hdr with this rec_id asks the
 * runtime for the tables of process probe_id (ustackdepth had none).
 */
#define UTAB_REC_ID 0xfffffffeu

/*
 * The walk keeps the rules it found in a per-CPU cache, UTAB_CACHE slots
 * by address: a slot holds an address looked up, the gen of the entry it
 * was found in, and its rule. Each nesting level (scratch slot) on a CPU
 * has a cache of its own, so a walk interrupted halfway through writing a
 * slot is never read or overwritten by the walk that interrupted it.
 */
#define UTAB_CACHE 256
struct utab_cached {
	uint64_t x;
	uint32_t gen;
	uint32_t rule;
};

/* One executable mapping: pc in [start, end) is module address pc - bias. */
struct utab_map {
	uint64_t start, end;
	uint64_t bias;
	uint32_t first;              /* its module's rows start here in the rows map (UTAB_NOROWS) */
	uint32_t nrows;              /* 0: no CFI (frame pointers) */
};

/* The value of the processes map, keyed by tgid (u32). */
struct utab_proc {
	uint64_t start_stack;        /* mm->start_stack when made, and */
	uint64_t exe_ino;            /* its program's inode: others mean an exec since */
	uint32_t nmaps;              /* maps[] sorted by start */
	uint32_t gen;                /* unique to this version of this entry (never 0) */
	struct utab_map maps[UTAB_NMAPS];
};

#endif
