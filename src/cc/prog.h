/*
 * prog.h - struct prog_desc: the only thing that crosses from cc/ to rt/.
 *
 * It holds the BPF programs (one per attach point), the maps they use, the
 * record descriptions that tell the consumer how to decode and print what
 * the kernel sends, and the aggregation descriptions. Everything lives in
 * the arena given to cc_finish(); no pointer into the compile arena remains.
 *
 * Conventions shared by the code generator and the runtime:
 *  - Map references: BPF_LD_IMM64 with src_reg BPF_PSEUDO_MAP_FD (or
 *    BPF_PSEUDO_MAP_VALUE, off in the second imm) and imm = index into maps[];
 *    the loader replaces the index by the map's fd.
 *  - Every record starts with struct rec_hdr; data follows at offset 16,
 *    laid out as the record's fields say.
 *  - Aggregation map values are laid out as enum agg_func says, per CPU.
 */
#ifndef CC_PROG_H
#define CC_PROG_H

#include <linux/bpf.h>
#include <stdbool.h>
#include <stdint.h>

#include "../base/srcpos.h"
#include "probe.h"

/* ---- maps ---- */

enum map_role {
	MAPR_RING,     /* BPF_MAP_TYPE_RINGBUF: records to userspace */
	MAPR_SCRATCH,  /* per-CPU array[SCRATCH_SLOTS]: probe context, clause locals, string temporaries */
	MAPR_GLOBALS,  /* array[1]: all scalar globals at fixed offsets */
	MAPR_PROBES,   /* array[nprobes+1]: struct probe_names by probe id */
	MAPR_STATE,    /* per-CPU array[1]: struct rt_state (drop and error counters) */
	MAPR_AGG,      /* per-CPU hash (per-CPU array[1] if keyless): one aggregation */
	MAPR_AGGSET,   /* array of maps: aggregations' maps of one layout, which programs reach
			* through it when there are too many to name each (PROG_MAX_MAPS) */
	MAPR_ASSOC,    /* hash: one global associative array */
	MAPR_ASSOCSET, /* array of maps: associative arrays' maps of one layout, which programs
			* reach through it when there are too many to name each (PROG_MAX_MAPS) */
	MAPR_TLS,      /* hash: thread-local variables, key struct tls_key */
	MAPR_TSTORE,   /* task storage (int key, value_size bytes): the scalar thread-locals of
			* the current thread, u64 each at compiler-chosen offsets; the loader
			* makes the BTF for key and value (0 if the thread never stored) */
	MAPR_STRTAB,   /* array[1], read-only: string constants */
	MAPR_UPROCS,   /* LRU hash: struct utab_proc by tgid, user stack unwind tables (cc/utab.h) */
	MAPR_UROWS,    /* mmapable array of u64: the modules' unwind rows (cc/utab.h) */
	MAPR_KFRAMES,  /* array[nprogs]: struct kframes_row by program index, written by the runtime */
	MAPR_USPEC,    /* hash: struct uspec by probed user address, how the arguments of a USDT
			* probe found while tracing are read (PROBE_ARG_SPEC), written by the runtime */
	MAPR_SPEC,     /* array[nspec] of u64: 1 while speculation() has handed out id index + 1;
			* the runtime sets it back to 0 once it has seen the id's commit() or discard() */
};

/* The speculation buffers the kernel hands out at most (MAPR_SPEC): -x nspec, up to this. */
#define PROG_NSPEC_MAX 1024

/*
 * A MAPR_USPEC value: each argument of a USDT probe placed while tracing
 * (a library loaded later), as its note's operand says. The key is the
 * address of the probe's instruction in the process (pt_regs.ip there).
 */
enum uspec_kind {
	USPEC_NONE,    /* reads as 0 */
	USPEC_REG,     /* a register: pt_regs word `reg` */
	USPEC_MEM,     /* size bytes of user memory at register `reg` (none if no_base) + val,
			* plus register `idx` times `scale` if scale is not 0 */
	USPEC_CONST,   /* val */
};
struct uspec_arg {
	uint8_t kind;      /* enum uspec_kind */
	uint8_t size;      /* 1, 2, 4 or 8 */
	uint8_t is_signed;
	uint8_t reg;       /* index of the u64 in struct pt_regs (x86_64: 0 r15 ... 20 ss) */
	uint8_t idx;       /* USPEC_MEM: the index register, as reg */
	uint8_t scale;     /* USPEC_MEM: 1, 2, 4 or 8 with an index register; 0 without */
	uint8_t no_base;   /* USPEC_MEM: 1 if there is no base register */
	uint8_t pad;
	int64_t val;
};
struct uspec {
	struct uspec_arg args[PROBE_MAXARGS];
};

struct map_spec {
	const char *name;          /* BPF map name (<= 15 chars) */
	enum map_role role;
	uint32_t type;             /* BPF_MAP_TYPE_* */
	uint32_t key_size, value_size, max_entries;
	uint32_t flags;            /* BPF_F_* map flags */
	uint32_t agg;              /* MAPR_AGG: index into aggs[] */
	uint32_t set;              /* MAPR_AGG, MAPR_ASSOC: its set's (MAPR_AGGSET, MAPR_ASSOCSET)
				    * index + 1; 0: programs name it */
	uint32_t slot;             /* a map in a set: its index in the set; a set: its first map */
	const void *init;          /* MAPR_STRTAB: value_size bytes to store at key 0 */
};

/*
 * The most maps one BPF program may name (the kernel's MAX_USED_MAPS). A
 * program's maps are counted when it is generated (cg.c); aggregations go
 * through MAPR_AGGSET maps where naming each of them could pass it, and
 * associative arrays through MAPR_ASSOCSET maps where naming each of them
 * still would.
 */
#define PROG_MAX_MAPS 64

/* Fields of the MAPR_PROBES value, for probeprov/probemod/probefunc/probename. */
#define PROBE_NAMELEN 64
struct probe_names {
	char prov[PROBE_NAMELEN], mod[PROBE_NAMELEN], func[PROBE_NAMELEN], name[PROBE_NAMELEN];
};

/* The MAPR_STATE value (per CPU). */
struct rt_state {
	uint64_t drops;      /* ring buffer reservations that failed */
	uint64_t dyndrops;   /* thread-local / associative stores that failed (dynvarsize) */
	uint64_t errors;     /* faults reported as ERROR records */
	uint64_t aggdrops;   /* aggregation inserts that failed (aggsize) */
	uint64_t nestdrops;  /* firings not traced: SCRATCH_SLOTS programs already ran on the CPU */
	uint64_t specbusy;   /* speculation() calls that found every buffer in use (returned 0) */
};

/*
 * Scratch slots per CPU: a program that fires while others run on the same
 * CPU (a softirq's inside a task's, an interrupt's inside those, a perf
 * event's NMI inside all) takes the next free one and gives it back on
 * every exit (cc/cg.c take_slot).
 */
#define SCRATCH_SLOTS 4

/*
 * The MAPR_GLOBALS value starts with 8 reserved bytes: at GLOBALS_WALLTIME_OFF
 * the runtime stores the u64 nanoseconds to add to bpf_ktime_get_ns() to get
 * the time since the epoch (CLOCK_REALTIME - CLOCK_MONOTONIC), before loading.
 * D globals follow at compiler-chosen offsets.
 */
#define GLOBALS_WALLTIME_OFF 0
/*
 * At GLOBALS_LIVE_OFF a u64, DTrace's activity state: 0 until BEGIN has
 * fired (every probe is attached before BEGIN, so that nothing that happens
 * after BEGIN is missed), 1 from then on (the runtime sets it, unless BEGIN
 * called exit()), 2 once exit() was called (draining). Each program but
 * BEGIN's, END's and ERROR's (attach_point.always_live) returns at once
 * unless it is 1.
 */
#define GLOBALS_LIVE_OFF 16

/*
 * A MAPR_KFRAMES value: which leading frames of bpf_get_stack() in one
 * program are the tracing machinery's (the program itself and its
 * subprograms, bpf_trace_runN, __bpf_trace_<class>, __traceiter_<event>, a
 * trampoline, perf_trace_<class>) rather than the probed code's. How many
 * varies by attach point, by kernel (5.10's unwinder shows a subprogram's
 * caller in the program too) and even between firings (a tracepoint with
 * one callback calls it directly, with several through __traceiter_), so
 * the runtime, which knows the kernel's symbols and where the kernel put
 * the program's JIT image, writes per program ranges [lo, hi) of such
 * text: range KFRAMES_PROG the program's own image (all its functions),
 * for fentry/fexit range 0 its trampoline, for tracepoints the others.
 * Each of the first KFRAMES_SCAN frames is dropped while it lies in one of
 * them; stack(), stackdepth and caller all start after them. `skip`
 * frames (bpf_get_stack's skip field) are dropped before: 0 but where the
 * kernel will not say where the program is (its addresses hidden): then the
 * program's and the trampoline's frames, counted.
 * A perf tracepoint on a system call has perf_syscall_enter/exit as range 1,
 * which is also where a walk of the current task's stack starts where the
 * kernel gives the program no kernel stack (cg.c, "kernel stacks").
 * Kprobe and perf-event programs have none (their stacks are unwound from
 * the probe's registers): they do not read their row.
 */
#define KFRAMES_NRANGES 4
#define KFRAMES_PROG 3
#define KFRAMES_SCAN 6
struct kframes_row {
	uint64_t skip;
	uint64_t lo[KFRAMES_NRANGES], hi[KFRAMES_NRANGES];
};

/* Thread-local variable key in the MAPR_TLS map. */
struct tls_key {
	uint32_t tid;
	uint32_t var;        /* variable id */
};

/* ---- records ---- */

struct rec_hdr {
	uint32_t rec_id;     /* index into recs[]; REC_ID_ERROR for fault records */
	uint32_t probe_id;
	uint32_t cpu;
	uint32_t pad;
};
#define REC_ID_ERROR 0xffffffffu
/* Not the compiler's: the dynamic linker of process probe_id changed its list of objects
 * (user/defer.c), and that thread is stopping until dtrace has placed the probes they add. */
#define REC_ID_DLOPEN 0xfffffffdu

/* An ERROR record's data, after the header (DTrace's ERROR probe arguments). */
struct rec_error {
	uint32_t rec_id;     /* record (clause) in which the fault happened: arg1 "epid" */
	uint32_t clause;     /* clause index */
	uint16_t fault;      /* enum fault_kind: arg4 */
	uint16_t action;     /* the clause's action it happened in, counted as DTrace counts them
			      * (cg.c cg_stmt): arg2; 0 in the predicate */
	uint32_t pc;         /* instruction index of the fault, for the srcpos: arg3; or REC_ERROR_NOPC */
	uint64_t addr;       /* faulting address: arg5 */
};
/* rec_error.pc of a fault DTrace reports at no offset (divide-by-zero): arg3 is -1 */
#define REC_ERROR_NOPC UINT32_MAX

enum fault_kind {
	FAULT_NONE,
	FAULT_BADADDR,       /* invalid address */
	FAULT_BADALIGN,
	FAULT_ILLOP,
	FAULT_DIVZERO,       /* divide-by-zero */
	FAULT_NOSCRATCH,
	FAULT_KPRIV,
	FAULT_UPRIV,
	FAULT_TUPOFLOW,
	FAULT_BADSTACK,
	FAULT_BADINDEX,      /* index out of bounds (of a D array): addr is the index */
};

enum field_kind {
	FIELD_INT,      /* size 1/2/4/8, is_signed */
	FIELD_STRING,   /* NUL-terminated within size bytes */
	FIELD_STACK,    /* kernel stack: size/8 u64 pcs, 0-terminated */
	FIELD_USTACK,   /* user stack: u64 pid, then pcs, 0-terminated; as an aggregation key, a
			 * kernel stack where the first word is STACK_KEY_KERNEL (below) */
	FIELD_SYM,      /* kernel address printed as symbol (sym, func) */
	FIELD_USYM,     /* u64 pid, u64 user address printed as symbol (usym, ufunc) */
	FIELD_MOD,      /* kernel address printed as module (mod) */
	FIELD_UMOD,     /* u64 pid, u64 user address printed as module (umod) */
	FIELD_UADDR,    /* u64 pid, u64 user address printed as module`sym+off (uaddr) */
	FIELD_BYTES,    /* raw bytes (structs, tracemem) */
	FIELD_USTACK_RAW, /* user stack to unwind in userspace (sym/unwind.c): u64 pid, ip, sp, bp,
			   * u64 len, then len bytes copied from sp (size = 40 + the copy's room) */
};

/*
 * The first word of an aggregation's FIELD_USTACK key: the pid in its low
 * half, the frames the ustack(N) that recorded it asked for in the upper
 * half (DTrace keeps stacks of different depths apart: their records'
 * sizes differ). One aggregation keyed by stack() in one place and
 * ustack() or jstack() in another, or by stack(N) of different depths,
 * has one key of this layout, each entry the stack of its own kind; a
 * kernel stack's first word has STACK_KEY_KERNEL and its depth, no pid.
 */
#define STACK_KEY_KERNEL (1ull << 63)
#define STACK_KEY_WORD(depth, kernel) (((uint64_t)(depth) << 32) | ((kernel) ? STACK_KEY_KERNEL : 0))
#define STACK_KEY_DEPTH(word) ((uint32_t)((word) >> 32) & 0xffff)

struct rec_field {
	enum field_kind kind;
	uint32_t off;        /* from the start of the data (record: after rec_hdr; agg key: from 0) */
	uint32_t size;       /* bytes */
	bool is_signed;
	bool is_float;       /* FIELD_INT: the bits of a float or double; FIELD_BYTES: a long double (%e %f %g read them as such) */
	bool is_sou;         /* FIELD_BYTES of a struct or union: trace() dumps them in hex, printable or not */
	uint32_t depth;      /* stack frames, for FIELD_STACK/FIELD_USTACK */

	const char *type;    /* D type name, for -x oformat=json and %-checks */
	const char *name;    /* an aggregation key that is a variable: its name (execname), else NULL */
	bool deferred;       /* FIELD_STRING of copyinstr(): a struct rec_ustr follows its size
			      * bytes (8-aligned), and the consumer reads what the program could
			      * not (consume.c) */
};

/*
 * After a deferred string field: a copyinstr() the program could not read
 * (a page not in memory, where the program cannot fault it in) leaves the
 * string empty and sets `deferred`; the consumer then reads the string
 * from the process's memory itself (which faults the page in), and only
 * if that fails reports the fault, as an ERROR at instruction pc.
 */
struct rec_ustr {
	uint64_t addr;       /* the user address copyinstr() was given */
	uint32_t pid;        /* the process it is in */
	uint16_t deferred;   /* 1: the string is for the consumer to read */
	uint16_t action;     /* the clause's action, for the fault (rec_error.action) */
	uint32_t pc;         /* the instruction of the copy, for the fault */
	uint32_t len;        /* the most bytes to read, its NUL included */
};

enum act_kind {
	ACT_TRACE,     /* trace(expr): fields[0] */
	ACT_PRINTF,    /* printf(fmt, ...): fmt, fields */
	ACT_PRINTA,    /* printa([fmt,] @a, @b...): fmt or NULL, aggs */
	ACT_EXIT,      /* exit(status): fields[0] */
	ACT_CLEAR,     /* clear(@a) */
	ACT_TRUNC,     /* trunc(@a [, n]): fields[0] = n if given (nfields 1) */
	ACT_NORMALIZE, /* normalize(@a, n): fields[0] */
	ACT_DENORMALIZE,
	ACT_SETOPT,    /* setopt(name [, value]) */
	ACT_STACK,     /* stack(): fields[0] */
	ACT_USTACK,    /* ustack(): fields[0] */
	ACT_PRINTM,
	ACT_SYSTEM,    /* system(fmt, ...) */
	ACT_RAISE,
	ACT_STOP,
	ACT_SPECULATE, /* speculate(id): fields[0] = id; the record is held by the consumer */
	ACT_COMMIT,    /* commit(id): fields[0] = id; held records of id are performed here */
	ACT_DISCARD,   /* discard(id): fields[0] = id; held records of id are dropped */
	ACT_AGGREC,    /* @a[keys] = f(v) with a ustack() key, applied by the consumer (user/uagg.c):
			* aggs[0]; fields: the keys in order (ustack() as FIELD_USTACK_RAW),
			* then v and the increment (i64) */
	ACT_FREOPEN,   /* freopen(fmt, ...): the output from here on goes to the file named ("": back) */
	ACT_FTRUNCATE, /* ftruncate(): the output file emptied */
	ACT_PRINT,     /* print(expr): fields[0], printed by the layout in fmt (cc/cg_print.c) */
	ACT_PCAP,      /* pcap(skb, proto): fields walltime, caplen, origlen, proto (8 bytes each),
			* then pcapsize bytes of the packet, caplen of them captured */
};

struct rec_action {
	enum act_kind kind;
	const char *fmt;            /* printf/printa/system format, or NULL */
	struct rec_field *fields;
	uint32_t nfields;
	uint32_t *aggs;             /* printa/clear/trunc: indices into aggs[] */
	uint32_t naggs;
	struct srcpos pos;
};

struct rec_desc {
	uint32_t id;                /* its index in recs[] */
	uint32_t clause;            /* index of the clause that emits it */
	uint32_t size;              /* bytes after rec_hdr */
	uint32_t min_size;          /* the fewest it is sent with: a last field that is a raw user
				     * stack (FIELD_USTACK_RAW) goes only as far as it is used */
	struct rec_action *acts;    /* nacts == 0: DTrace's default output (CPU ID FUNCTION:NAME) */
	uint32_t nacts;
	struct srcpos pos;
};

/* ---- aggregations ---- */

enum agg_func {
	AGG_COUNT,     /* u64 count */
	AGG_SUM,       /* i64 sum */
	AGG_AVG,       /* u64 count, i64 sum */
	AGG_MIN,       /* i64 min, u64 set (0 = no value yet) */
	AGG_MAX,       /* i64 max, u64 set */
	AGG_STDDEV,    /* u64 count, i64 sum, u64 sumsq_lo, u64 sumsq_hi (128-bit sum of squares) */
	AGG_QUANTIZE,  /* u64 buckets[AGG_QUANTIZE_NBUCKETS]: 63 negative, zero, 63 positive */
	AGG_LQUANTIZE, /* u64 buckets[(lim-base)/step + 2]: underflow, levels, overflow */
	AGG_LLQUANTIZE,/* u64 buckets[agg_llquantize_nbuckets()] */
	AGG__COUNT
};

#define AGG_QUANTIZE_NBUCKETS 127
#define AGG_QUANTIZE_ZERO 63 /* index of the bucket for value 0 */

struct agg_desc {
	uint32_t id;             /* index in aggs[]; printed order at exit is id order */
	const char *name;        /* "" for @ */
	enum agg_func func;
	struct rec_field *keys;  /* key layout in the map key */
	uint32_t nkeys;
	uint32_t key_size;       /* bytes (>= 4 even when keyless) */
	uint32_t val_size;       /* bytes per CPU */
	int64_t param[4];        /* lquantize: base, limit, step; llquantize: factor, low, high, nsteps */
	uint32_t map;            /* index into maps[] */
	struct srcpos pos;
};

/* ---- programs ---- */

/*
 * An instruction whose imm is a program's own where its instructions are
 * another's (cc/cg.c, "shared bodies": the probe id, the MAPR_KFRAMES row,
 * record ids). prog_insns_copy() gives the program's own instructions.
 */
struct prog_imm {
	uint32_t insn;
	int32_t imm;
};

/*
 * A global function of a program (BPF-to-BPF call target, verified once,
 * apart from its callers): it takes nargs 64-bit scalars and returns one.
 * The loader describes it to the kernel in BTF (FUNC, global linkage).
 */
struct prog_func {
	uint32_t insn;             /* its first instruction */
	uint32_t nargs;            /* 1 to 5 */
	const char *name;
	bool callback;             /* a static function that a helper calls (bpf_loop()), not global */
};

struct prog {
	struct attach_point *ap;   /* what it attaches to */
	enum prog_type type;
	const char *name;          /* BPF program name (<= 15 chars) */
	struct bpf_insn *insns;    /* perhaps shared with other programs (read only), each with imms */
	uint32_t ninsns;
	struct srcpos *insn_pos;   /* ninsns entries: D source of each instruction (line 0 = prologue) */
	struct prog_imm *imms;     /* where this program's instructions differ from insns */
	uint32_t nimms;
	const struct prog_func *funcs; /* its functions (global, or callbacks), after its main body, by insn */
	uint32_t nfuncs;
};

/* Copies p's own instructions (insns with its imms set) to dst, room for p->ninsns. */
static inline void prog_insns_copy(const struct prog *p, struct bpf_insn *dst)
{
	for (uint32_t i = 0; i < p->ninsns; i++)
		dst[i] = p->insns[i];
	for (uint32_t i = 0; i < p->nimms; i++)
		dst[p->imms[i].insn].imm = p->imms[i].imm;
}

struct prog_desc {
	struct prog *progs;
	uint32_t nprogs;
	struct map_spec *maps;
	uint32_t nmaps;
	struct rec_desc *recs;
	uint32_t nrecs;
	struct agg_desc *aggs;
	uint32_t naggs;
	uint32_t nclauses;
	struct srcpos *clause_pos; /* nclauses: position of each clause's first probe description */
	uint32_t strsize;          /* the strsize the program was compiled with */
};

#endif
