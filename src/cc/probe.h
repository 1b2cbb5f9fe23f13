/*
 * probe.h - probes and attachment points as the compiler sees them.
 *
 * The runtime's providers (src/prov/prov_*.c) create these when they match a
 * probe description; the compiler reads them to type args[] and to generate
 * each program's prologue. Nothing here is kernel-specific beyond offsets
 * into a program's context, so tests can build them by hand.
 *
 * One attach point = one kernel attachment = one BPF program. Several probes
 * may share an attach point (syscall:::entry is ~350 probes on one
 * raw_syscalls:sys_enter attachment); the prologue then computes the probe id
 * from the context (id = id_base + id_stride * ctx[id_off]) and a clause that
 * matches only some of the point's probes is guarded by a probe-id test.
 */
#ifndef CC_PROBE_H
#define CC_PROBE_H

#include <stdbool.h>
#include <stdint.h>

#define PROBE_MAXARGS 12 /* sys/sdt.h's STAP_PROBE12; arg0..arg9 are kept, args[10..] read at use */

/* Where argument i of a probe lives in the BPF program's context. */
struct probe_arg {
	const char *type;  /* D type name of args[i] ("int", "char *", "struct file *"); NULL = "uint64_t" */
	uint16_t off;      /* byte offset in ctx */
	uint8_t size;      /* 1, 2, 4 or 8; 0 = not available (reads as 0) */
	bool is_signed;    /* sign-extend when widening to 64 bits */
	const char *xlate; /* DTrace's type of args[i] ("lwpsinfo_t *"), translated from `type` by a
			    * translator of the D library (dlib.c); NULL = args[i] is of `type` */
	uint8_t from;      /* enum probe_arg_from: where the value is */
	int64_t val;       /* PROBE_ARG_UMEM: displacement; PROBE_ARG_CONST: the value */
	uint8_t scale;     /* PROBE_ARG_UMEM of an indexed operand (USDT 8(%rbx,%rcx,8)): 1, 2, 4
			    * or 8, times the 8 bytes at idx in ctx, added to the address; 0: none */
	uint16_t idx;
	bool no_base;      /* PROBE_ARG_UMEM indexed with no base register (USDT 8(,%rcx,8)) */
	struct probe_pkt {  /* PROBE_ARG_PKT: where the header is in the struct sk_buff at off in ctx */
		const char *ptr;    /* its pointer member (head, data) */
		const char *idx;    /* a 2-byte offset member added to it (network_header); NULL: none */
		uint8_t at4, at6;   /* the byte read: at4 bytes in, at6 if the header's first byte has
				     * 6 in its high nibble (an IPv6 header) */
		bool ip_only;       /* 0 unless the first byte's high nibble is 4 or 6 */
	} pkt;
};

enum probe_arg_from {
	PROBE_ARG_CTX,     /* size bytes at off in ctx */
	PROBE_ARG_UMEM,    /* size bytes of user memory at (8 bytes at off in ctx) + val (USDT -4(%rbp)) */
	PROBE_ARG_CONST,   /* val (USDT $42) */
	PROBE_ARG_CTXADDR, /* the context's address (a raw tracepoint's arguments, for a translator) */
	PROBE_ARG_KMEM,    /* size bytes of kernel memory at (8 bytes at off in ctx) + val (pt_regs->di) */
	PROBE_ARG_PKT,     /* a byte of a packet's header (pkt): its IP protocol, TCP flags; 0 if
			    * unreadable. Lets a condition pick tcp or udp firings of net tracepoints */
	PROBE_ARG_IOWAIT,  /* 1 if the task (8 bytes at off in ctx) waits for I/O (in_iowait), else 0 */
	PROBE_ARG_IOREQ,   /* the address of the copy of the last block request the task (8 bytes
			    * at off in ctx) started, or 0 (cg_io.c: io:::wait-start/wait-done) */
	PROBE_ARG_LIVE,    /* the live threads of the thread group of the task (8 bytes at off in
			    * ctx): signal_struct.live, 0 once its last thread has begun to exit
			    * (proc:::exit where sched_process_exit has no group_dead) */
	PROBE_ARG_SPEC,    /* a USDT argument as the MAPR_USPEC entry of the probed address says
			    * (a probe found while tracing: prog.h struct uspec) */
	PROBE_ARG_DATALOC, /* the address of a tracepoint's dynamic field (__data_loc, __rel_loc): the
			    * record's address plus the low 16 bits of the 4-byte word at off in ctx,
			    * plus val (__rel_loc: the offset of the word's end; __data_loc: 0) */
	PROBE_ARG_LOCKNOTE, /* what lock:contention_begin noted of the thread's wait for the lock
			     * that lock:contention_end (its ctx) ends (cg_lockstat.c): val
			     * LOCKNOTE_NS, _FLAGS or _RW */
	PROBE_ARG_CTXREAD, /* size bytes at off in ctx, read with bpf_probe_read_kernel: an fentry
			    * argument older verifiers (5.10's) will not let a program load: a
			    * pointer to an integer, say (kfeat_fentry_scalar_ptr_args) */
};

/* PROBE_ARG_LOCKNOTE's values (probe_arg.val) */
enum {
	LOCKNOTE_NS,       /* the nanoseconds since the wait began (0 if none was noted) */
	LOCKNOTE_FLAGS,    /* the wait's LOCKNOTE_F_* flags, LOCKNOTE_F_FAILED if it failed */
	LOCKNOTE_RW,       /* 1 (RW_READER) if it waited to read, 0 (RW_WRITER) to write */
};
/* lock:contention_begin's flags (the kernel's LCB_F_*), and one of ours */
enum {
	LOCKNOTE_F_SPIN = 1 << 0,
	LOCKNOTE_F_READ = 1 << 1,
	LOCKNOTE_F_WRITE = 1 << 2,
	LOCKNOTE_F_RT = 1 << 3,
	LOCKNOTE_F_PERCPU = 1 << 4,
	LOCKNOTE_F_MUTEX = 1 << 5,
	LOCKNOTE_F_FAILED = 1u << 31, /* contention_end's ret was not 0: the lock was not taken */
};

enum prog_type {
	PROG_TRACEPOINT, /* perf tracepoint; ctx = the tracepoint's record */
	PROG_PERF_EVENT, /* perf sampling event; ctx = struct bpf_perf_event_data */
	PROG_RAW_TP,     /* raw tracepoint; ctx = u64 args[]; also BEGIN/END/ERROR by BPF_PROG_TEST_RUN */
	PROG_KPROBE,     /* kprobe/uprobe; ctx = struct pt_regs */
	PROG_TRACING,    /* fentry/fexit; ctx = u64 args[], fexit's return value in the slot after them */
};

enum ctx_kind {
	CTX_FIELDS, /* args[] read from ctx at probe_arg offsets */
	CTX_PERF,   /* profile: arg0 = kernel pc or 0, arg1 = user pc or 0 (from regs) */
};

enum probe_id_mode {
	PROBE_ID_FIXED,   /* the one probe of the attach point: id = probes[0]->id */
	PROBE_ID_FROM_CTX, /* id = id_base + id_stride * (int64)ctx[id_off] (size id_size); ids not in
			   * probes[] (unknown syscall numbers) make the program return early */
	PROBE_ID_COOKIE,  /* id = the BPF attach cookie's low 32 bits: one program attached at many
			   * places (pid); its high 32 bits are the probe's desc_mask when the point
			   * has pdescs */
};

/*
 * A PROBE_ID_COOKIE point may serve probes that do not exist yet: pid
 * probes in a library the process maps while it is traced, added then with
 * ids from the PROBE_GROW_IDS after the compiler's last (the probe-names map
 * has room for them). The clauses of such probes cannot be chosen by id at
 * compile time, so they are chosen by description: bit i of a probe's
 * desc_mask (the cookie's high half) says it matched the point's pdescs[i],
 * and a clause runs when it names one of the descriptions whose bit is set.
 */
#define PROBE_COOKIE_DESCS 32
#define PROBE_GROW_IDS 8192

struct probe;

/* A condition on an argument: (arg & mask) != 0, or (arg & mask) == val if eq. */
struct probe_cond {
	uint8_t arg;       /* 1 + the index in the attach point's args; 0 = no condition */
	bool eq;
	uint64_t mask, val;
};

struct attach_point {
	enum prog_type prog_type;
	enum ctx_kind ctx;
	uint32_t nargs;                           /* args available (others read as 0) */
	struct probe_arg args[PROBE_MAXARGS];
	enum probe_id_mode id_mode;
	uint16_t id_off, id_size;                 /* PROBE_ID_FROM_CTX */
	uint32_t id_base, id_stride;              /* PROBE_ID_FROM_CTX */
	struct probe **probes;                    /* the enabled probes it serves */
	uint32_t nprobes;
	const char *name;                         /* for messages: "syscall:::entry", "tick-1s" */
	uint8_t task_arg;                         /* 1 + the arg (8 bytes) holding the task_struct *
						   * the probe fires for (sched:::on-cpu: next);
						   * 0 = the current task (cg_task.c) */
	bool task_switch;                         /* task_arg's task arrives as the current one leaves:
						   * its stacks are stashed from when it left */
	struct probe_cond conds[2];               /* it fires only when these hold (sched:::preempt,
						   * tcp:::connect-established: part of a tracepoint) */
	const void **pdescs;                      /* PROBE_ID_COOKIE: the NODE_PDESCs whose probes it
						   * serves, by desc_mask bit (at most PROBE_COOKIE_DESCS) */
	uint32_t npdescs;
	bool grows;                               /* probes may be added while tracing (ids after the
						   * compiler's; the names map keeps PROBE_GROW_IDS free) */
	bool extra_site;                          /* another place of probes[0] (a usdt probe whose
						   * macro a function has twice), with its own
						   * program; probes[0]->ap is the first place */
	bool may_sleep;                           /* a uprobe: its program may fault user pages in
						   * (cg_read_user) and be loaded sleepable */
	bool always_live;                         /* fires before BEGIN has (dtrace:::BEGIN, END,
						   * ERROR); every other program returns at once
						   * until GLOBALS_LIVE_OFF is set (prog.h) */
	const struct provider *prv;               /* runtime provider (opaque to cc/) */
	void *rt;                                 /* provider's attach data (opaque to cc/) */
};

struct probe {
	uint32_t id;           /* DTrace probe id, as dtrace -l shows it */
	const char *prov, *mod, *func, *name;
	uint32_t nargs;
	struct probe_arg args[PROBE_MAXARGS]; /* as in its attach point */
	struct attach_point *ap;              /* set when the probe is enabled */
	const struct provider *prv;
	int64_t data;                         /* provider's own (syscall number, period, ...) */
	uint32_t desc_mask;                   /* bit i: it matched ap->pdescs[i] (PROBE_ID_COOKIE) */
};

#endif
