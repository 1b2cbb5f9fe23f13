/*
 * cc.h - the compiler's front door: compile context, error entry points,
 * and the host interface through which the compiler learns about probes and
 * kernel types without touching the kernel itself.
 *
 * Pipeline (each returns 0, or -1 with cc->diag filled in):
 *   cc_init()                           once
 *   cc_parse(cc, text, ...)             once per -s file / -n description; appends to cc->prog
 *   cc_match(cc)                        calls host->match_probes for every probe description
 *   cc_check(cc)                        name resolution and typing over all clauses
 *   cc_finish(cc, arena, &pd)           code generation, linking; result in `arena`
 *   cc_fini(cc)                         frees cc->arena
 * Errors jump (longjmp) back to the entry point that was called; no cleanup
 * code is needed anywhere in cc/ because everything lives in cc->arena.
 */
#ifndef CC_CC_H
#define CC_CC_H

#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>

#include "../base/arena.h"
#include "../base/diag.h"
#include "ast.h"
#include "probe.h"
#include "prog.h"

struct cc;
struct type;

/* What the compiler asks of whoever hosts it: the runtime, or a test fixture. */
struct cc_host {
	/*
	 * Appends to *out every probe matching pd (a NODE_PDESC; empty fields
	 * match anything, fields may hold globs), creating and numbering probes
	 * as needed. Returns the number of probes matched, or a negative errno.
	 * The same struct probe is returned for the same probe every time.
	 */
	int (*match_probes)(struct cc *cc, void *ctx, const struct node *pd, struct probe ***out,
			    uint32_t *nout);
	/*
	 * Groups the enabled probes into attach points (sets probe->ap), once
	 * all descriptions are matched.
	 */
	int (*plan_attach)(struct cc *cc, void *ctx, struct probe **probes, uint32_t nprobes);
	/*
	 * Resolves a kernel type by its C name ("struct task_struct",
	 * "task_struct_t", "int") into the compiler's type system, or NULL.
	 */
	struct type *(*kernel_type)(struct cc *cc, void *ctx, const char *name);
	/*
	 * True if thread-locals may live in task-local storage (a MAPR_TSTORE
	 * map) for programs of this type: the kernel creates the map and such a
	 * program may call bpf_get_current_task_btf() and
	 * bpf_task_storage_get(). NULL, or false: every thread-local stays in
	 * the MAPR_TLS hash. Asked only when a program has scalar thread-locals.
	 */
	bool (*task_storage)(struct cc *cc, void *ctx, enum prog_type type);
	/*
	 * True if programs of this type may call BPF helper func (enum
	 * bpf_func_id) on the kernel that runs them. NULL, or true: the code
	 * the newest kernels take. Code generation falls back where this says
	 * no (bpf_get_current_task() and probe reads for the task's BTF
	 * pointer, a loop for bpf_strncmp()), or refuses naming the helper.
	 */
	bool (*helper)(struct cc *cc, void *ctx, enum prog_type type, int func);
	/*
	 * A kernel symbol for `name or mod`name (mod NULL: any): its address
	 * and, where vmlinux BTF has a VAR for it, its type (*ty NULL: none).
	 * 0, -ENOENT if /proc/kallsyms does not list it, -EXDEV if BTF says it
	 * is a per-CPU variable. NULL: no kernel symbols.
	 */
	int (*kernel_sym)(struct cc *cc, void *ctx, const char *mod, const char *name, uint64_t *addr,
			  struct type **ty);
	/*
	 * The vmlinux BTF id of the VAR of per-CPU kernel variable name
	 * ("__preempt_count"), for bpf_this_cpu_ptr(); 0 if there is none.
	 * NULL: none ever.
	 */
	uint32_t (*kernel_percpu_id)(struct cc *cc, void *ctx, const char *name);
	/*
	 * The value of the process macro variable $name ("pid", "ppid",
	 * "pgid", "sid", "uid", ...; never "target") in *v, and true; false:
	 * the compiler asks the system (getpid(), ...). NULL: always the
	 * system. A fixture sets fixed values, so that the same text compiles
	 * alike in every process (the fuzz targets' fixed-seed runs).
	 */
	bool (*macro_var)(struct cc *cc, void *ctx, const char *name, int64_t *v);
	void *ctx;
};

/* Compiler options: the -x options and flags that change code generation. */
struct cc_opts {
	uint32_t strsize;          /* default 256 */
	uint32_t nspec;
	uint64_t dynvarsize;       /* bytes; bounds thread-local and associative maps */
	uint64_t aggsize;          /* bytes; bounds aggregation maps */
	uint64_t bufsize;          /* bytes; ring buffer size */
	bool destructive;          /* -w */
	bool zdefs;                /* -Z: descriptions matching no probes are allowed */
	bool errtags;              /* -x errtags */
	bool quiet;                /* -q */
	int64_t target_pid;        /* $target, 0 if none */
	const char *const *macro_argv; /* $0 .. $n (macro_argv[0] = script or "dtrace") */
	int macro_argc;
	const char *dump;          /* -x dump=tokens,ast,types,bpf */
	bool argref;               /* -x argref: the last macro argument need not be referenced */
	bool defaultargs;          /* -x defaultargs: missing $N is 0, missing $$N is "" */
	uint32_t stackframes;      /* -x stackframes: stack() frames when not given (0: 20) */
	uint32_t ustackframes;     /* -x ustackframes: ustack() frames when not given (0: 100) */
	uint32_t jstackframes;     /* -x jstackframes: jstack() frames when not given (0: 50) */
	uint64_t scratchsize;      /* -x scratchsize: alloca()'s space per clause (0: unset) */
	uint32_t pcapsize;         /* -x pcapsize: bytes of a packet pcap() captures (0: 2048) */
	uint64_t specsize;         /* -x specsize: bytes of records one speculation holds (0: unset) */
};

/* The identifier a #pragma D attributes line names (check.c: D_PRAGMA_UNUSED). */
struct cc_pragma_attr {
	const char *ident;
	struct srcpos pos;
	struct cc_pragma_attr *next;
};

/* A #pragma D option seen in the program text, for the runtime to apply. */
struct cc_pragma_opt {
	const char *name;
	const char *value;  /* NULL for a bare option: #pragma D option quiet */
	struct srcpos pos;
};

struct cc_src {
	const char *name;   /* -s path, or NULL for -n */
	const char *text;   /* what the lexer reads; NULL for a file cpp included */
	size_t len;         /* text's length: a NUL before it is an error, not the end */
	const char *orig;   /* -C: the file as written, for carets (text is cpp's output); or NULL */
	bool is_cmdline;
	bool is_lib;        /* a D library (-L, libdir): its declarations serve the program; its
			     * clauses are parsed but never enabled */
	uint16_t incl_of;   /* 1 + the unit whose cpp output named this file (# N "file"); 0: a unit */
	uint32_t nmatched;  /* distinct probes its clauses matched (set by cc_match) */
};

/* A typedef declaration of the program: its declarators name types for the parser. */
struct cc_typedef {
	const struct node *decl;     /* NODE_DECL with DS_TYPEDEF */
	struct cc_typedef *next;
};

struct cc {
	struct arena arena;          /* everything the compile allocates */
	struct cc_opts opts;
	const struct cc_host *host;
	jmp_buf *jmp;                /* where cc_error() goes */
	struct diag diag;            /* the error, once one happened */
	struct cc_src srcs[256];      /* compile units, by srcpos.file */
	uint32_t nsrcs;
	struct node *prog;           /* NODE_PROGRAM: every unit's items, in order */
	struct node *prog_tail;      /* last item of prog->list */
	struct cc_typedef *script_typedefs; /* the program's typedef declarations so far (parse.c) */
	struct cc_pragma_opt *pragmas;
	uint32_t npragmas, pragma_cap;
	struct cc_pragma_attr *pragma_attrs; /* #pragma D attributes A ident, for check.c */
	struct probe **probes;       /* enabled probes, in match order, unique */
	uint32_t nprobes;
	struct attach_point **points; /* every attach point planned (plan_attach), including those
				       * with no probe yet (pid probes on libraries loaded later) */
	uint32_t npoints;
	struct probe *vtime_probe;   /* sched:::on-cpu planned for vtimestamp (cg_task.c), or NULL;
				      * in probes[] only if the program enables it too */
	struct probe *locknote_probe; /* lock:contention_begin planned to note waits for
				       * PROBE_ARG_LOCKNOTE (cg_lockstat.c), or NULL */
	struct probe *ionote_probe;  /* io:::start planned to note requests for PROBE_ARG_IOREQ
				      * (cg_io.c), or NULL; in probes[] only if the program enables it */
	struct check_state *ck;      /* check.c's state */
	struct cg_state *cgs;        /* cg.c's state */
};

void cc_init(struct cc *cc, const struct cc_host *host, const struct cc_opts *opts);
void cc_fini(struct cc *cc);

int cc_parse(struct cc *cc, const char *text, const char *name, bool is_cmdline);
/* cc_parse() of len bytes of text, which may hold a NUL (refused where it stands, not taken as the end). */
int cc_parse_len(struct cc *cc, const char *text, size_t len, const char *name, bool is_cmdline);
/*
 * cc_parse_len() of a D library file (-L, the libdir option): it may be
 * empty and may name the libraries it needs (#pragma D depends_on
 * library); its clauses are parsed, then dropped.
 */
int cc_parse_lib(struct cc *cc, const char *text, size_t len, const char *name);
/* The same for a file run through cpp (-C): text is its output, orig the file as written. */
int cc_parse_cpp(struct cc *cc, const char *text, const char *orig, const char *name);
/*
 * The file index positions get after a line marker naming file `name` in
 * unit `unit` (cpp's output): the unit itself for its own file, else an
 * entry for the included file. Used by the lexer.
 */
uint16_t cc_src_named(struct cc *cc, uint16_t unit, const char *name);
/* The compile unit (-s/-n argument, or library) that file index `file` belongs to. */
uint16_t cc_src_unit(const struct cc *cc, uint16_t file);
/* True if pos is in a file cpp included (a header), not in a unit's own text. */
static inline bool cc_in_header(const struct cc *cc, struct srcpos pos)
{
	return cc_src_unit(cc, pos.file) != pos.file;
}
int cc_match(struct cc *cc);
int cc_check(struct cc *cc);
int cc_finish(struct cc *cc, struct arena *out, struct prog_desc **pd);
/* dtrace -h: writes the C header for the checked program's provider definitions. */
int cc_header(struct cc *cc, FILE *f, const char *guard, const char *from);

/* Records an error at pos and jumps back to the entry point. Never returns. */
_Noreturn void cc_error(struct cc *cc, struct srcpos pos, enum errtag tag, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* Records a warning and prints it to stderr at once. */
void cc_warn(struct cc *cc, struct srcpos pos, enum errtag tag, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* Prints cc->diag in the style the options ask for. */
void cc_print_diag(struct cc *cc, FILE *f, enum diag_style style);

#endif
