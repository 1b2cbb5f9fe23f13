/*
 * cg.h - code generation and linking (stages 4-5). Owned by cg.c; the
 * internal part below is shared with cg_agg.c.
 *
 * Register conventions in every generated program:
 *   R6  ctx (the program's context)
 *   R7  this firing's per-CPU scratch slot (MAPR_SCRATCH, prog.h), never NULL
 *   R8  the globals value (MAPR_GLOBALS), never NULL
 *   R9  free callee-saved temporary
 *   R0-R5 clobbered by helper calls; expression results are in R0;
 *   intermediate values are spilled to 8-byte stack slots below CG_TMP_BASE.
 * Scratch layout: see the SCR_* offsets. Strings are pointers to
 * NUL-terminated buffers in a map value (scratch, strtab, globals, TLS...).
 */
#ifndef CC_CG_H
#define CC_CG_H

#include "../base/ptrmap.h"
#include "asm.h"
#include "cc.h"
#include "check.h"

/* The code generator's register names and emitter (every cg*.c). */
#define R0 BPF_REG_0
#define R1 BPF_REG_1
#define R2 BPF_REG_2
#define R3 BPF_REG_3
#define R4 BPF_REG_4
#define R5 BPF_REG_5
#define R6 BPF_REG_6
#define R7 BPF_REG_7
#define R8 BPF_REG_8
#define R9 BPF_REG_9
#define FP BPF_REG_10

#define E(insn) asm_emit(&cg->a, (insn))

/* Generates one BPF program per attach point; the result lives in `out`. */
struct prog_desc *cg_program(struct cc *cc, struct arena *out);

/* Scratch value layout (bytes). */
enum {
	SCR_PROBE_ID = 0,      /* u64 probe id */
	SCR_ARGS = 8,          /* u64 arg0..arg9 (sign-extended as the probe says); args[10]
				* and up are read where used (cg.c cg_late_arg) */
	SCR_ERR = 88,          /* struct rec_hdr + struct rec_error: the fault record */
	SCR_NEST = 128,        /* slot 0 only: a mask of the slots held on this CPU (cg.c take_slot) */
	SCR_SLOT = 136,        /* u64 the index of this slot, for the firing holding it */
	SCR_THIS = 144,        /* clause-locals, then per-clause temporaries */
};

#define CG_NTMP 40             /* expression spill slots (8 bytes each) on the stack */
#define CG_USTACK_COPY 8192    /* bytes of user stack that ustack() copies for unwinding */
#define CG_SCR_NARGS 10        /* the arguments the prologue keeps in scratch (arg0..arg9) */
#define CG_FAULT_PAGES 2       /* pages a user read that failed faults in, in a program that may sleep */

struct cg_state {
	struct cc *cc;
	struct check_state *ck;
	struct asm_buf a;
	struct attach_point *ap;
	struct check_clause *clause;
	uint32_t ntmp;             /* spill slots in use */
	uint32_t act_no;           /* the "action" a fault in the code being generated reports: 0
				    * in the predicate, else clause_no, as DTrace on Linux numbers
				    * them (its tests' expected "action #N") */
	uint32_t clause_no;        /* 1 + the clauses before this one that the attach point runs */
	bool exit_before;          /* a clause before this one in the program may have called exit() */
	uint32_t zero_off;         /* zeros in the string table (initial aggregation values) */
	uint32_t zero_size;
	uint32_t slots_off;        /* in the string table: u32 0, 1, ... nslots - 1, the keys of
				    * the slots of sets of maps (cg_map_sets) */
	uint32_t nslots;
	uint32_t this_off;         /* start of clause-locals in scratch */
	uint32_t tmp_off;          /* start of per-clause temporaries in scratch */
	uint32_t tmp_cur;          /* next free temporary byte (this clause) */
	uint32_t tmp_keep;         /* temporaries below it live for the rest of the clause (alloca(),
				    * the predicate's self->x key and value); a statement's others
				    * are dead once it is done, and the next one reuses their room */
	uint32_t alloca_off;       /* alloca()'s space in scratch: its top (u64, reset by each clause),
				    * then alloca_size bytes to hand out and as many again, spare for
				    * the verifier (an offset and a size each up to alloca_size) */
	uint32_t alloca_size;      /* 0: the program calls no alloca() */
	uint32_t strtok_off;       /* strtok()'s index (u64) and string, kept for the firing; 0: none */
	uint32_t ts_off;           /* u64 timestamp, read once per firing (0 there: not yet); 0: unused */
	uint32_t find_off;         /* the string search's space in scratch (cg_str_find_space); 0: none */
	uint32_t find_label;       /* this program's string search function (cg_str.c), */
	bool find_used;            /* placed after its body if some search calls it */
	uint32_t chill_label;      /* this program's chill( ) callback (cg_chill.c), */
	bool chill_used;           /* placed after its body if some chill( ) calls it */
	uint32_t m_chill;          /* per CPU: chill( )'s interval and time chilled, if chill_made */
	bool chill_made;
	uint32_t ipl_id, ipl_off;  /* ipl's per-CPU preempt count: BTF id (0: none) and offset, */
	bool ipl_looked;           /* once looked up (cg_task.c: the lookup reads /proc/kallsyms) */
	uint32_t scratch_size;     /* max over clauses */
	uint32_t fault_label;      /* this clause's fault handler */
	bool fault_used;           /* some instruction jumps to it */
	bool rec_force;            /* the clause traces its probe even with no data: raise(), stop() */
	uint32_t end_label;        /* this clause's end */
	uint32_t rec_off;          /* this clause's record in scratch (0: none) */
	uint32_t rec_size;         /* data bytes used so far */
	uint32_t rec_max;          /* the largest record of this clause */
	uint32_t rec_ustack;       /* 1 + the data offset of the record's last raw user stack (0: none) */
	struct rec_desc *rec;      /* this clause's record description */
	/* self->x read by the predicate (the whole predicate is that read): its value,
	 * kept in scratch for the body of the same firing until the clause stores to it */
	struct var *tls_arm;       /* the predicate's variable, before its read is emitted */
	struct var *tls_cached;    /* the variable whose value is at tls_cache_off */
	uint32_t tls_cache_off;
	struct var *tls_keyed;     /* the predicate's variable, whose map key (thread, variable)
				    * is at tls_key_off for the rest of the clause */
	uint32_t tls_key_off;
	uint32_t *tls_slot;        /* by TLS variable id: 0 = in MAPR_TLS, else 1 + its u64
				    * slot in the MAPR_TSTORE value (m_tstore) */
	uint32_t m_tstore;
	int16_t tstore_ptr;        /* nonzero: stack slot (the first spill slot, kept for the
				    * clause) of the value the predicate's self->x looked up */
	/* maps */
	struct map_spec *maps;
	uint32_t nmaps, mcap;
	uint32_t m_ring, m_scratch, m_globals, m_probes, m_state, m_strtab, m_tls;
	uint32_t max_probe_id;
	uint32_t m_stash;          /* stacks of threads off CPU (cg_task.c), if stash_made */
	bool stash_made, stash_used;
	uint32_t stash_refs;       /* stash lookups generated so far (a clause reading the stash) */
	struct var *stash_gate;    /* self->x every clause of this program reading the stash
				    * requires nonzero, if stash_gated (cg_task.c) */
	bool stash_gated, stash_ungated;
	bool stash_kernel, stash_user; /* this program reads the kernel, the user stack of a stash */
	struct attach_point **aps; /* every program's, in attach order (naps = nprogs) */
	uint32_t m_uprocs, m_urows, m_ucache; /* user stack unwind tables (cg_ustack.c), if utab_made */
	bool utab_made;
	uint32_t ustack_miss;      /* nonzero: ustack() keys are unwound in the kernel, else jump here */
	uint32_t m_vtime;          /* per CPU: the thread on it, since when (cg_task.c), if vtime_made */
	bool vtime_made;
	uint32_t m_kframes;        /* MAPR_KFRAMES, if kframes_made */
	bool kframes_made;
	uint32_t prog_index, nprogs; /* the program being generated (its MAPR_KFRAMES row), how many */
	uint32_t m_uspec;          /* USDT argument specs by probed address (MAPR_USPEC), if uspec_made */
	bool uspec_made;
	uint32_t m_spec;           /* MAPR_SPEC, if the program calls speculation() (nspec: its size) */
	uint32_t nspec;
	uint32_t m_iorq;           /* requests by the thread that started them (cg_io.c), if iorq_made */
	bool iorq_made;
	uint32_t m_locknote;       /* lock waits by thread (cg_lockstat.c), if locknote_made */
	bool locknote_made;
	/* records */
	struct rec_desc *recs;
	uint32_t nrecs, rcap;
	/* sharing one program body among attach points alike (cg.c, "shared bodies") */
	struct ptrmap in_clause;   /* (clause, probe) pairs: the probe is one of the clause's */
	struct cg_patch *patches;  /* this program's instructions whose imm is the attach point's */
	uint32_t npatches, patch_cap;
	struct cg_body *bodies;    /* open addressing on the key, bodies_cap slots */
	uint32_t nbodies, bodies_cap;
};

/* An instruction whose imm names something of the program's own, not of the code it shares. */
enum cg_patch_kind {
	CG_PATCH_PROBE_ID,   /* the attach point's one probe's id (PROBE_ID_FIXED) */
	CG_PATCH_PROG_INDEX, /* the program's index (its MAPR_KFRAMES row) */
	CG_PATCH_REC_ID,     /* a record's id: imm - the program's first record + the copy's */
};

struct cg_patch {
	uint32_t insn;
	enum cg_patch_kind kind;
};

/* Notes that the next instruction emitted has an imm of `kind` (see enum cg_patch_kind). */
void cg_patch_next(struct cg_state *cg, enum cg_patch_kind kind);

/* Shared with cg_agg.c. */
void cg_expr(struct cg_state *cg, struct node *n);
/* Allocates bytes (8-aligned) of per-clause scratch; returns the scratch offset. */
uint32_t cg_scratch(struct cg_state *cg, uint32_t size);
/* Spill slots: push R0, pop into a register. */
int16_t cg_push(struct cg_state *cg, uint8_t reg);
void cg_pop(struct cg_state *cg, uint8_t reg);
/* Builds a key tuple of the key expressions at scratch offset key_off (size bytes). */
void cg_build_key(struct cg_state *cg, struct node *keys, struct type **ktypes, uint32_t key_off,
		  uint32_t size);
/*
 * reg = the index of this firing's scratch slot (cg.c take_slot): 0, or
 * how many programs it interrupted on this CPU. A per-CPU map that programs
 * write across a firing has SCRATCH_SLOTS entries, indexed by it.
 */
void cg_slot_index(struct cg_state *cg, uint8_t reg);
/*
 * Calls bpf_probe_read_user() (str: _str) with R1..R3 set; in a program
 * that may sleep, tries again after faulting in the pages read (cg.c).
 */
void cg_read_user(struct cg_state *cg, bool str);
/* reg = R7 + off: a pointer into scratch. */
void cg_scratch_ptr(struct cg_state *cg, uint8_t reg, uint32_t off);
/* R0 = R0 / R1 or R0 % R1, signed (clobbers R2, R3). */
void cg_sdivmod(struct cg_state *cg, bool mod);
/* Clamps reg (cg_clamp_r0: R0) into [0, max]. */
void cg_clamp(struct cg_state *cg, uint8_t reg, int32_t max);
void cg_clamp_r0(struct cg_state *cg, int32_t max);
/* R0 = a pointer to the value of a string-like expression (string, char *, char[]). */
void cg_strval(struct cg_state *cg, struct node *n);
/* True if string expression n may be the NULL string (0) when it runs. */
bool cg_str_may_null(const struct node *n);
/* R0 = the string value of n, or 0 for the NULL string (no fault). */
void cg_strval_or_null(struct cg_state *cg, struct node *n);
/* Copies the string at R0 to dst_reg + off (size bytes); R0 = length + 1 (or < 0). */
void cg_store_str(struct cg_state *cg, uint8_t dst_reg, uint32_t off, uint32_t size);
/* Reads size bytes (1, 2, 4, 8) at the address in R0 into R0, normalized to t if given. */
void cg_read_scalar(struct cg_state *cg, uint32_t size, bool user, const struct type *t);
/*
 * True if the kernel that runs this program offers it BPF helper func
 * (cc_host.helper; no host, or compiling without privilege: true).
 */
bool cg_has_helper(const struct cg_state *cg, int func);
/*
 * R0 = the current task: its BTF pointer (bpf_get_current_task_btf()), or
 * where the kernel lacks that helper (before 5.11) its address
 * (bpf_get_current_task()). cg_task_load() reads through either.
 */
void cg_current_task(struct cg_state *cg);
/*
 * R0 = size bytes at R0 + off, R0 a pointer from cg_current_task() or from
 * a cg_task_load() of a pointer member: loaded directly through a BTF
 * pointer, else read with bpf_probe_read_kernel (0 if unreadable, no
 * fault). Clobbers R1-R5.
 */
void cg_task_load(struct cg_state *cg, uint8_t size, int16_t off);
/* R0 = size bytes of kernel memory at R0 + off (bpf_probe_read_kernel; 0 if unreadable). */
void cg_kread(struct cg_state *cg, uint8_t size, int32_t off);
/* Copies the string at the address in R0 into scratch at off; R0 = the copy. */
void cg_copy_str(struct cg_state *cg, uint32_t off, uint32_t size, bool user, bool check);
/*
 * The thread the probe fires for (cg_task.c): the current one, or the task
 * in the attach point's task_arg. Each generates what the helper about the
 * current task would (R0), from that task.
 */
bool cg_task_is_current(const struct cg_state *cg);
/* The member at a dotted path of struct task_struct ("thread.ds") and its offset; NULL if BTF lacks it. */
const struct member *cg_task_member(struct cg_state *cg, const char *path, uint32_t *off);
void cg_task(struct cg_state *cg);                 /* R0 = its task_struct * */
void cg_task_pid_tgid(struct cg_state *cg);        /* R0 = tgid << 32 | tid */
void cg_task_uid_gid(struct cg_state *cg);         /* R0 = gid << 32 | uid */
void cg_task_ipl(struct cg_state *cg);              /* R0 = ipl: this CPU's interrupt nesting */
void cg_current_comm(struct cg_state *cg, uint32_t off); /* the current thread's comm at scratch off */
bool cg_comm_eq(struct cg_state *cg, const struct node *lit); /* execname == lit: R0 = 0 if equal */
void cg_task_comm(struct cg_state *cg, uint32_t off); /* its comm at scratch off; R0 = the copy */
/* stack()/ustack() frames of a task that is not current (false: it is current, nothing done). */
bool cg_task_stack(struct cg_state *cg, uint32_t off, uint32_t depth, bool user);
/*
 * ustackdepth of a task that is not current (false: it is current): the
 * frames of its stash if they were unwound as it left (cg_ustack.c), else 0.
 */
bool cg_task_ustack_depth(struct cg_state *cg, uint32_t depth);
/* A raw ustack (cg_ustack_raw's layout) of a task that is not current (false: it is current). */
bool cg_task_ustack_raw(struct cg_state *cg, uint32_t off);
/* R0 = __psargs(task): its arguments joined by spaces (80 bytes), or its comm if not current. */
void cg_task_psargs(struct cg_state *cg, struct node *task);
/* After the clauses of a switch point: stashes the stacks of the thread leaving. */
void cg_task_stash(struct cg_state *cg);
/* Clause c of this program reads the stash (cg_task.c: which threads need one). */
void cg_task_stash_reader(struct cg_state *cg, const struct check_clause *c);
/* True if clause c runs in the program of ap. */
bool cg_clause_in(const struct cg_state *cg, const struct check_clause *c, const struct attach_point *ap);
/* vtimestamp: R0 = the probe's thread's on-CPU ns; sched:::on-cpu notes who came on and when. */
void cg_task_vtime(struct cg_state *cg);
void cg_task_vtime_switch(struct cg_state *cg);
/* io:::start notes each request by its thread; R0 = a PROBE_ARG_IOWAIT, _IOREQ or _LIVE arg (cg_io.c). */
void cg_io_note(struct cg_state *cg);
void cg_io_arg(struct cg_state *cg, const struct probe_arg *pa);
/* lock:contention_begin notes the thread's wait; R0 = a PROBE_ARG_LOCKNOTE arg (cg_lockstat.c). */
void cg_lockstat_note(struct cg_state *cg);
void cg_lockstat_arg(struct cg_state *cg, const struct probe_arg *pa);
/* fds[fd].member (cg_fds.c). */
void cg_fds_member(struct cg_state *cg, struct node *n);
/* R0 = cwd: the probe's thread's working directory (cg_fds.c). */
void cg_fault_now(struct cg_state *cg, enum fault_kind kind); /* ERROR with this fault, no address */
void cg_fds_fs_path(struct cg_state *cg, const char *which); /* cwd ("pwd") or root ("root") */
/* print()'s layout of a value of type t (cg_print.c), in the compile arena. */
const char *cg_print_layout(struct cg_state *cg, struct type *t);
/* print(p)'s layout of the struct or union pointer type ptr points to (cg_print.c). */
const char *cg_print_layout_deref(struct cg_state *cg, struct type *ptr);
/* mutex_*, rw_* and d_path() (cg_lock.c): generates n and returns true if n is one of them. */
bool cg_lock_subr(struct cg_state *cg, struct node *n);
/* R0 = the path name of the struct path * in R0 (cg_fds.c). */
void cg_fds_d_path(struct cg_state *cg);
/* String subroutines (cg_str.c): generates n and returns true if n is one of them. */
bool cg_str_subr(struct cg_state *cg, struct node *n);
/* Bytes of scratch the string search function works in (cg->find_off), for strings of strsize. */
uint32_t cg_str_find_space(uint32_t strsize);
/*
 * After a program's body: places cg->find_label and emits the string
 * search function there, if the program calls it. Returns its description
 * for struct prog (NULL if none), allocated in out.
 */
const struct prog_func *cg_str_find_func(struct cg_state *cg, struct arena *out);
/* chill(ns) (cg_chill.c): spins this CPU ns nanoseconds, within DTrace's limit. */
void cg_chill(struct cg_state *cg, struct node *call);
/* After a program's body: chill( )'s bpf_loop() callback, if the program calls it (as cg_str_find_func). */
const struct prog_func *cg_chill_func(struct cg_state *cg, struct arena *out);
/* Writes stack()/ustack() frames at scratch off (ustack: the pid first). */
void cg_stack_into(struct cg_state *cg, uint32_t off, uint32_t depth, bool user);
/*
 * R0 = word `word` of the current thread's user registers (struct pt_regs,
 * as uregs[] indexes it): through bpf_task_pt_regs(), or where the kernel
 * lacks it (before 5.15) read from the top of the task's kernel stack (0
 * where they are not found there). Words UREGS_PT_REGS and above (R_DS,
 * R_ES, R_FS, R_GS, R_TRAPNO) come from the task's thread_struct.
 */
void cg_ustack_uregs(struct cg_state *cg, uint32_t word);
/*
 * Walks the current thread's user stack in the kernel (cg_ustack.c): the
 * pid at scratch off, then up to depth pcs (the caller zeroes the rest);
 * R0 = how many. Jumps to miss where the tables cannot say (the caller
 * falls back to a raw stack). Clobbers R9. False (nothing generated) if the
 * probe's thread is not the current one.
 */
bool cg_ustack_walk(struct cg_state *cg, uint32_t off, uint32_t depth, uint32_t miss);
/*
 * A FIELD_USTACK_RAW value at scratch off, unwound (cc/utab.h's
 * UTAB_UNWOUND layout) by the walk of the thread that runs the program:
 * the probe's (running false), or whichever runs (true: a switch point
 * stashing the thread leaving). Jumps to miss as cg_ustack_walk() does;
 * false (nothing generated) if it cannot walk here.
 */
bool cg_ustack_walk_raw(struct cg_state *cg, uint32_t off, uint32_t depth, bool running,
			uint32_t miss);
/* A raw FIELD_USTACK_RAW value at scratch off: the registers and stack of the thread running. */
void cg_ustack_copy(struct cg_state *cg, uint32_t off);
/* R0 = the bytes of the FIELD_USTACK_RAW value at scratch off that hold something (40 + ...). */
void cg_ustack_used(struct cg_state *cg, uint32_t off);
/* True if a ustack() key can be built in the kernel here (walked, or from a stash). */
bool cg_ustack_can_key(struct cg_state *cg);
/*
 * True if the kernel verifies may_goto (6.9; cg_ustack.c): a loop with one
 * at its head, whose state lives in scratch, is verified once. Answers no
 * under DTRACE_KFEAT=old (it also asks for bpf_task_pt_regs()).
 */
bool cg_has_may_goto(struct cg_state *cg);
/* R0 = json(document, selector): the value the selector names, or 0 (cg_json.c). */
void cg_json(struct cg_state *cg, struct node *call);
/* True if cg_ustack_walk() can walk here (the current thread, a kernel with may_goto). */
bool cg_ustack_can_walk(struct cg_state *cg);
/* R0 = ustackdepth: the frames ustack() would show (cg_ustack.c). Clobbers R9. */
void cg_ustack_depth(struct cg_state *cg);
/* R0 = ucaller: the second frame ustack() would show, or 0 (cg_ustack.c). Clobbers R9. */
void cg_ustack_caller(struct cg_state *cg);
/* Sends the record built so far, if it holds actions, and starts the next one. */
void cg_rec_cut(struct cg_state *cg);
/* R0 = bytes of kernel stack (frames * 8) written at scratch off without the tracing frames atop it, or < 0. */
void cg_kstack_get(struct cg_state *cg, uint32_t off, uint32_t frames);
/* stackdepth and caller of a task that is not current (false: it is current, nothing done). */
bool cg_task_kstack_depth(struct cg_state *cg);
bool cg_task_caller(struct cg_state *cg);
/* Adds a map; returns its index. */
uint32_t cg_map(struct cg_state *cg, const char *name, enum map_role role, uint32_t type, uint32_t ksz,
		uint32_t vsz, uint32_t max);
/*
 * The maps a program may name besides the variables' and aggregations' ones
 * made before code: those made as code needs them (kframes, thread-local
 * storage, io and lockstat notes, the task stash, vtimestamp's two, user
 * stacks' three).
 */
#define CG_LATE_MAPS 10
/*
 * Puts the n maps at indices idx[] in sets (new maps of role set_role, an
 * array of maps each), one a layout (type, key and value size, entries,
 * flags: the kernel wants a set's maps alike); programs then name the set
 * and find the map by its slot (cg_set_map).
 */
void cg_map_sets(struct cg_state *cg, const uint32_t *idx, uint32_t n, enum map_role set_role, const char *name);
/* R1 = map `map`: named, or looked up in its set (jumps to miss if not there). Clobbers R0-R5. */
void cg_set_map(struct cg_state *cg, uint32_t map, uint32_t miss);
/* Increments the rt_state counter at byte offset off (drops, dyndrops...). */
void cg_count_state(struct cg_state *cg, uint32_t off);
/* Aggregation update for @a[keys] = f(args) (cg_agg.c). */
void cg_agg_update(struct cg_state *cg, struct node *assign);
/*
 * True if an update's keys have a ustack() or jstack(): where the kernel
 * cannot unwind it, the update is a record (ACT_AGGREC), not a map write.
 * An update with stack() keys only writes the map, even where other
 * updates of the aggregation have ustack() in the same key.
 */
bool cg_agg_is_recorded(const struct node *keys);
/* Sends @a[keys] = f(v) as an ACT_AGGREC record; vslot/wslot: v (0: none), the increment. */
void cg_agg_record(struct cg_state *cg, struct node *assign, int16_t vslot, int16_t wslot);
/* Creates the aggregation maps and descriptions (cg_agg.c). */
void cg_agg_maps(struct cg_state *cg, struct prog_desc *pd, struct arena *out);

#endif
