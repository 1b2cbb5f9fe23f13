/*
 * main.c - dtrace(1): DTrace's command line, and run(), the whole pipeline
 * one stage per call.
 *
 * The folders depend one way (make check-layering; each has a README.md):
 *   main.c cpp.c → prov/ → user/ → rt/ → sym/ → out/ → cc/ → base/
 * The source files, in pipeline order:
 *   base/util.c       xmalloc, BUG(), reading files
 *   base/arena.c      region allocator: memory grouped by lifetime
 *   base/diag.c       the one printer of compile diagnostics (DTrace's format, or caret)
 *   base/errtags.def  the one list of D_* error tags
 *   cc/cc.c           the compiler's entry points: each runs one stage under the error jump
 *   cc/lex.c          tokens: probe descriptions outside clauses, C-like tokens inside
 *   cc/parse.c        recursive descent to the AST; cc/ast.c: nodes and -x dump=ast
 *   cc/type.c         the D type system; kernel types come through the host (BTF)
 *   cc/check.c        name resolution, typing, constant folding, D's semantic errors
 *   cc/builtins.def   built-in variables; cc/funcs.def: subroutines, actions, aggregations
 *   cc/cg.c, cg_agg.c typed AST to BPF, one program per attach point (struct prog_desc)
 *   cc/cg_ustack.c    user stacks walked in BPF with the unwind tables (cc/utab.h)
 *   cc/asm.c, dis.c   labels, relocations and per-instruction source positions; -S disassembly
 *   cc/pfmt.c         D printf formats (checked by the compiler, printed by the printer)
 *   rt/host.c         the compiler's host: probe matching and numbering, attach plans, -l
 *   base/glob.c       DTrace's globbing of probe description fields
 *   prov/providers.c  the one list of providers; prov/prov_*.c one provider each
 *                     (syscall; profile: profile-N, tick-N; proc: process life cycle;
 *                     sdt: every kernel tracepoint; rawtp: the same, BTF-typed;
 *                     pid: uprobes in a process;
 *                     usdt: the .note.stapsdt probes of a process)
 *   rt/prov_dtrace.c  the session's own provider: BEGIN END ERROR
 *   rt/btf.c          kernel types from /sys/kernel/btf/vmlinux for the compiler
 *   rt/options.c      the -x options (rows in rt/options.def)
 *   rt/session.c      a session's life: open, BEGIN, END and what is printed at exit, close
 *   user/proc.c       the -c / -p target process
 *   cpp.c             -C: scripts through the C preprocessor
 *   cc/dhdr.c         -h: the C header for provider definitions (USDT notes); -G's object
 *   rt/load.c         maps and programs into the kernel; verifier errors to D lines
 *   rt/attach.c       programs onto probes (perf events, all fd-based)
 *   user/defer.c      pid probes on libraries loaded while tracing
 *   rt/consume.c      ring buffer records to actions; drops; ERROR records; the handler table
 *   rt/agg.c          aggregation snapshots (per-CPU maps merged), clear, trunc
 *   sym/sym.c, usym.c symbols for stacks: kernel (/proc/kallsyms), user (maps + ELF)
 *   sym/unwind.c      user stacks through code without frame pointers (.eh_frame CFI)
 *   sym/ehframe.c     .eh_frame's records: CFI for unwind.c, stripped functions for usym.c
 *   sym/demangle.c    C++ names as perf and gdb show them (libstdc++'s demangler, dlopen()ed)
 *   user/utab.c       those CFI tables in the kernel, per object and per process
 *   user/uagg.c       ustack()-keyed updates whose stacks the kernel could not unwind
 *   out/print.c, print_agg.c  DTrace's output formats, byte for byte
 *   out/json.c        -x oformat=json: the same output as JSON Lines
 *   rt/aggsvg.c       -x flamegraph, -x heatmap, -x oformat=folded: aggregations drawn
 *   out/flame.c, heatmap.c, svg.c  the flame graph and heat map SVG writers
 *   main.c            this: options, run()
 */
#include <bpf/libbpf.h>
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/util.h"
#include "cc/ast.h"
#include "cc/cc.h"
#include "cc/dhdr.h"
#include "cc/dis.h"
#include "cpp.h"
#include "dlibs.h"
#include "prov/providers.h"
#include "rt/agg.h"
#include "rt/attach.h"
#include "rt/consume.h"
#include "rt/http.h"
#include "rt/host.h"
#include "rt/load.h"
#include "rt/options.h"
#include "rt/session.h"
#include "sym/demangle.h"
#include "user/proc.h"
#include "user/uagg.h"
#include "user/utab.h"

#define MAX_PROGS 64

/* One -n, -s, -P, -m, -f or -i argument: a compile unit (or a -l filter). */
struct progarg {
	char kind;
	const char *arg;
};

struct cmdline {
	struct progarg progs[MAX_PROGS];
	int nprogs;
	bool list;                 /* -l */
	bool exec_only;            /* -e */
	bool show_bpf;             /* -S */
	const char *cmd;           /* -c */
	const char *pid;           /* -p */
	const char *outfile;       /* -o */
	const char **macros;       /* arguments after the options: $1, $2, ... */
	int nmacros;
	char gen;                  /* 'h': write a header (-h), 'G': an object (-G); 0: trace */
	const char **objs;         /* -G: the object files after the options */
	int nobjs;
};

/* The first ^C (or SIGTERM) ends tracing as exit() does; a second one kills dtrace. */
static void on_signal(int sig)
{
	if (consume_interrupted) {
		signal(sig, SIG_DFL);
		raise(sig);
	}
	consume_interrupted = 1;
}

static void usage(FILE *f)
{
	fprintf(f,
		"Usage: dtrace [-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]\n"
		"\t[-I path] [-L path] [-o output] [-p pid] [-U name] [-x opt[=val]] [-X a|c|s|t]\n"
		"\t[-n name[[predicate]action]] [-s script] [-P provider] [-m module]\n"
		"\t[-f function] [-i probe-id] [args ...]\n\n"
		"\t-64 generate 64-bit D programs (the only data model here)\n"
		"\t-b  set trace buffer size\n"
		"\t-c  run specified command and exit upon its completion\n"
		"\t-C  run cpp(1) preprocessor on script files\n"
		"\t-D  define symbol when invoking preprocessor\n"
		"\t-e  exit after compiling request but prior to enabling probes\n"
		"\t-f  enable or list probes matching the specified function name\n"
		"\t-F  coalesce trace output by function\n"
		"\t-G  generate an ELF file for linking with a program (empty on Linux)\n"
		"\t-h  generate a header file with definitions for static probes\n"
		"\t-H  print included files when invoking preprocessor\n"
		"\t-i  enable or list probes matching the specified probe id\n"
		"\t-I  add include directory to preprocessor search path\n"
		"\t-l  list probes matching specified criteria\n"
		"\t-L  add library directory to library search path\n"
		"\t-m  enable or list probes matching the specified module name\n"
		"\t-n  enable or list probes matching the specified probe name\n"
		"\t-o  set output file\n"
		"\t-p  grab specified process-ID and cache its symbol tables\n"
		"\t-P  enable or list probes matching the specified provider name\n"
		"\t-q  set quiet mode (only output explicitly traced data)\n"
		"\t-s  enable or list probes according to the specified D script\n"
		"\t-S  print D compiler intermediate code\n"
		"\t-U  undefine symbol when invoking preprocessor\n"
		"\t-v  set verbose mode (report stability attributes, arguments)\n"
		"\t-V  report DTrace API version\n"
		"\t-w  permit destructive actions\n"
		"\t-x  enable or modify compiler and tracing options\n"
		"\t-X  specify ISO C conformance settings for preprocessor\n"
		"\t-Z  permit probe descriptions that match zero probes\n");
}

/* -a and -A: DTrace's anonymous tracing has no equivalent here. */
static int no_anonymous(int c)
{
	fprintf(stderr,
		"dtrace: -%c is not supported: anonymous tracing needs DTrace's kernel driver, which "
		"keeps enablings across a boot (-A) for -a to claim; BPF programs live only as long "
		"as the dtrace that loaded them\n",
		c);
	return 2;
}

/*
 * A flag that stands for an option (-b bufsize, -D define, -I incdir, -U
 * undef, -X stdc): set as -x would, refused in the flag's words. 0 or 1.
 */
static int set_flag(struct rt_options *o, int c, const char *opt, const char *arg)
{
	int err = options_set(o, opt, arg);

	if (err)
		fprintf(stderr, "dtrace: failed to set -%c %s: %s\n", c, arg, options_strerror(opt, err));
	return err ? 1 : 0;
}

/* Parses argv into cl and s->opt. Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, struct cmdline *cl, struct rt_options *o)
{
	int c;

	argv[0] = (char *)"dtrace"; /* getopt's complaints name the program as DTrace's do */
	while ((c = getopt(argc, argv, "+3:6:aAb:c:CD:eFf:GhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z")) != -1) {
		switch (c) {
		case 'n': case 's': case 'P': case 'm': case 'f': case 'i':
			if (cl->nprogs == MAX_PROGS) {
				fprintf(stderr, "dtrace: too many -n/-s/-P/-m/-f/-i arguments\n");
				return 2;
			}
			cl->progs[cl->nprogs++] = (struct progarg){ (char)c, optarg };
			break;
		case 'b':
			if (set_flag(o, c, "bufsize", optarg))
				return 1;
			break;
		case 'c': case 'p':
			/* DTrace takes several; $target, pid$target and the session's end know one */
			if (cl->cmd || cl->pid) {
				fprintf(stderr, "dtrace: only one -c or -p may be used\n");
				return 2;
			}
			*(c == 'c' ? &cl->cmd : &cl->pid) = optarg;
			break;
		case 'o': cl->outfile = optarg; break;
		case 'e': cl->exec_only = true; break;
		case 'l': cl->list = true; break;
		case 'S': cl->show_bpf = true; break;
		case 'q': options_set(o, "quiet", NULL); break;
		case 'v': options_set(o, "verbose", NULL); break;
		case 'w': options_set(o, "destructive", NULL); break;
		case 'Z': options_set(o, "zdefs", NULL); break;
		case 'F': options_set(o, "flowindent", NULL); break;
		case 'x':
			if (options_set_arg(o, optarg))
				return 1;
			break;
		case 'V':
			printf("dtrace: Sun D 2.0\n");
			return 0;
		case 'C': options_set(o, "cpp", NULL); break;
		case 'H': options_set(o, "cpphdrs", NULL); break;
		case 'D': case 'I': case 'U': case 'X':
			if (set_flag(o, c, c == 'D' ? "define" : c == 'I' ? "incdir" : c == 'U' ? "undef" : "stdc",
				     optarg))
				return 1;
			break;
		case 'L':
			if (set_flag(o, c, "libdir", optarg))
				return 1;
			break;
		case '3': case '6': /* -32, -64: the data model */
			if (strcmp(optarg, c == '3' ? "2" : "4") != 0) {
				usage(stderr);
				return 2;
			}
			if (c == '3') {
				fprintf(stderr, "dtrace: -32 is not supported: programs run in the 64-bit kernel, "
						"whose data model (LP64, as -64) is the only one here\n");
				return 2;
			}
			break;
		case 'h': case 'G':
			if (cl->gen && cl->gen != c) {
				fprintf(stderr, "dtrace: only one of -h and -G may be used\n");
				return 2;
			}
			cl->gen = (char)c;
			options_set(o, "zdefs", NULL); /* clauses, if any, need no probes to write either */
			break;
		case 'a': case 'A':
			return no_anonymous(c);
		default:
			usage(stderr);
			return 2;
		}
	}
	cl->macros = (const char **)argv + optind;
	cl->nmacros = argc - optind;
	if (cl->gen == 'G') { /* dtrace -G -s provider.d objects...: not macro arguments */
		cl->objs = cl->macros;
		cl->nobjs = cl->nmacros;
		cl->nmacros = 0;
	}
	if (cl->nprogs == 0 && !cl->list && !cl->exec_only) { /* -e alone: the libraries compile */
		usage(stderr);
		return 2;
	}
	return options_check(o) ? 1 : -1;
}

/* True if there is D to compile (-n or -s), not only -P/-m/-f/-i filters. */
static bool has_program(const struct cmdline *cl)
{
	for (int i = 0; i < cl->nprogs; i++)
		if (cl->progs[i].kind == 'n' || cl->progs[i].kind == 's')
			return true;
	return false;
}

/* -l with -P/-m/-f/-i only (or nothing): list without compiling. */
static int list_probes(struct session *s, const struct cmdline *cl)
{
	static const struct {
		char kind;
		int field;
	} fields[] = { { 'P', 0 }, { 'm', 1 }, { 'f', 2 }, { 'n', 3 } };
	struct probe **all = NULL;
	uint32_t nall = 0;
	char buf[1024];
	int err = 0;

	demangle_set(!s->opt.mangled);
	for (int i = 0; i < (cl->nprogs ? cl->nprogs : 1) && !err; i++) {
		const char *pd[4] = { "", "", "", "" };
		const struct progarg *pa = cl->nprogs ? &cl->progs[i] : NULL;

		for (size_t f = 0; pa && f < ARRAY_LEN(fields); f++)
			if (fields[f].kind == pa->kind)
				host_split_desc(pa->arg, fields[f].field, buf, sizeof(buf), pd);
		err = host_match(&s->host, pd);
		if (pa && pa->kind == 'i') {
			char *end;
			unsigned long id = strtoul(pa->arg, &end, 10);
			uint32_t keep = 0;

			for (uint32_t j = 0; j < s->host.nfound; j++)
				if (!*end && s->host.found[j]->id == id)
					s->host.found[keep++] = s->host.found[j];
			s->host.nfound = keep;
		}
		uint32_t before = nall;  /* found[] has no duplicates: look only at earlier descriptions' */

		all = xrealloc(all, sizeof(*all) * (nall + s->host.nfound + 1));
		for (uint32_t j = 0; j < s->host.nfound; j++) {
			bool dup = false;

			for (uint32_t k = 0; k < before && !dup; k++)
				dup = all[k] == s->host.found[j];
			if (!dup)
				all[nall++] = s->host.found[j];
		}
	}
	for (int i = 0; s->target && i < 2 && !err; i++) { /* -p/-c: its pid and usdt probes */
		char prov[32];
		const char *pd[4] = { prov, "", "", "" };

		snprintf(prov, sizeof(prov), i ? "%d" : "pid%d", (int)s->target);
		err = host_match(&s->host, pd);
		all = xrealloc(all, sizeof(*all) * (nall + s->host.nfound + 1));
		for (uint32_t j = 0; j < s->host.nfound; j++)
			all[nall++] = s->host.found[j];
	}
	if (!err)
		host_list(&s->host, s->out, all, nall, s->opt.verbose);
	free(all);
	return err ? 1 : 0;
}

/* -c forks the command (held) and -p grabs the process, so $target is known. */
static int start_target(struct session *s, const struct cmdline *cl)
{
	if (cl->cmd)
		return proc_create(s, cl->cmd);
	if (cl->pid)
		return proc_grab(s, cl->pid);
	return 0;
}

/*
 * The largest script read: more than any D program needs (a 10 MB one
 * compiles), few enough that -s /dev/zero ends, with EFBIG.
 */
#define SCRIPT_MAX (64u << 20)

/*
 * A -s file's text (heap), read to its end (a pipe, -s /dev/stdin), or NULL
 * with errno set; *len is its length (a NUL in it is the compiler's to refuse).
 */
static char *read_script(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 4096, n = 0;
	char *buf;
	int err = 0;

	if (!f)
		return NULL;
	buf = xmalloc(cap);
	for (;;) {
		n += fread(buf + n, 1, cap - n - 1, f);
		if (ferror(f)) {
			err = errno;
			break;
		}
		if (feof(f))
			break;
		if (cap >= SCRIPT_MAX) {
			err = EFBIG;
			break;
		}
		cap *= 2;
		buf = xrealloc(buf, cap);
	}
	fclose(f);
	if (err) {
		free(buf);
		errno = err;
		return NULL;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}

/* The source text of one -n/-s/-P/-m/-f/-i argument (heap), or NULL (logged); *len its length. */
static char *unit_text(struct session *s, const struct progarg *pa, size_t *len)
{
	char buf[1024];
	const char *pd[4];
	char *text;

	switch (pa->kind) {
	case 's':
		text = read_script(pa->arg, len);
		if (!text) {
			fprintf(stderr, "dtrace: failed to open %s: %s\n", pa->arg, strerror(errno));
			return NULL;
		}
		if (text[0] == '#' && text[1] == '!') /* #!/usr/sbin/dtrace -s */
			for (char *p = text; *p && *p != '\n'; p++)
				*p = ' ';
		return text;
	case 'n':
		*len = strlen(pa->arg);
		return xstrdup(pa->arg);
	case 'i': {
		char *end;
		unsigned long id = strtoul(pa->arg, &end, 10);
		const char *all[4] = { "", "", "", "" };
		struct probe *p;

		host_match(&s->host, all);
		p = *end ? NULL : host_probe(&s->host, (uint32_t)id);
		if (!p) {
			fprintf(stderr, "dtrace: invalid probe identifier %s\n", pa->arg);
			return NULL;
		}
		text = xasprintf("%s:%s:%s:%s", p->prov, p->mod, p->func, p->name);
		*len = strlen(text);
		return text;
	}
	default:
		host_split_desc(pa->arg, pa->kind == 'P' ? 0 : pa->kind == 'm' ? 1 : 2, buf,
				sizeof(buf), pd);
		text = xasprintf("%s:%s:%s:%s", pd[0], pd[1], pd[2], pd[3]);
		*len = strlen(text);
		return text;
	}
}

static enum diag_style diag_style(const struct session *s)
{
	if (s->opt.diag)
		return strcmp(s->opt.diag, "caret") == 0 ? DIAG_CARET : DIAG_COMPAT;
	return isatty(2) ? DIAG_CARET : DIAG_COMPAT;
}

/*
 * Applies the #pragma D option lines through the option table; refused
 * as DTrace words it: "failed to set option 'NAME' [to 'VALUE']: why".
 */
static int apply_pragmas(struct session *s, struct cc *cc)
{
	for (uint32_t i = 0; i < cc->npragmas; i++) {
		const struct cc_pragma_opt *po = &cc->pragmas[i];
		/* the value outlives the compile: string options are read until the end */
		int err = options_set_from(&s->opt, po->name,
					   po->value ? arena_strdup(&s->arena, po->value) : NULL,
					   OPT_FROM_PRAGMA);

		if (err) {
			cc->diag.kind = DIAG_ERROR;
			cc->diag.tag = D_PRAGMA_OPTSET;
			cc->diag.pos = po->pos;
			snprintf(cc->diag.msg, sizeof(cc->diag.msg), "failed to set option '%s'%s%s%s: %s",
				 po->name, po->value ? " to '" : "", po->value ? po->value : "",
				 po->value ? "'" : "", options_strerror(po->name, err));
			return -1;
		}
	}
	options_to_cc(&s->opt, &cc->opts);
	options_to_print(&s->opt, &s->po);
	demangle_set(!s->opt.mangled);
	return 0;
}

/* True if -x dump=a,b,... names stage. */
static bool dump_wants(const struct session *s, const char *stage)
{
	size_t n = strlen(stage);

	for (const char *p = s->opt.dump; p && *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ',')) {
		if (strncmp(p, stage, n) == 0 && (p[n] == ',' || p[n] == '\0'))
			return true;
	}
	return false;
}

/*
 * Sets the options that #pragma D option lines of text ask for before the
 * text is parsed: some change how it is read (defaultargs, argref,
 * strsize). They are applied again, with errors reported, from the
 * compiler's list once parsed (apply_pragmas).
 */
static void preset_pragmas(struct session *s, struct cc *cc, const char *text)
{
	for (const char *line = text; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
		char buf[256], name[128], *eq;

		line += strspn(line, " \t");
		if (*line != '#')
			continue;
		/* sscanf() measures the string it reads: give it the line, not the rest of the text */
		snprintf(buf, sizeof(buf), "%.*s", (int)strcspn(line, "\n"), line);
		if (sscanf(buf, "# pragma D option %127[^ \t\n]", name) != 1)
			continue;
		eq = strchr(name, '=');
		if (eq)
			*eq++ = '\0';
		options_set_from(&s->opt, arena_strdup(&s->arena, name),
				 eq ? arena_strdup(&s->arena, eq) : NULL, OPT_FROM_PRAGMA);
	}
	options_to_cc(&s->opt, &cc->opts);
}

/* dlibs_have_fn: a provider of the provider set, or "vmlinux" or a loaded kernel module. */
static bool have_dependency(void *ctx, const char *cls, const char *name)
{
	const struct session *s = ctx;
	char path[300];

	if (strcmp(cls, "provider") == 0) {
		if (strcmp(name, prov_dtrace.name) == 0)
			return true;
		for (const struct provider *const *p = s->provs->list; *p; p++)
			if (strcmp((*p)->name, name) == 0)
				return true;
		return false;
	}
	snprintf(path, sizeof(path), "/sys/module/%s", name);
	return strcmp(name, "vmlinux") == 0 || access(path, F_OK) == 0;
}

/* Compiles the D libraries of -L and libdir into cc; 0, or 1 with the error printed. */
static int load_libs(struct session *s, struct cc *cc, const struct cmdline *cl)
{
	char msg[PATH_MAX * 2 + 64];
	int err = dlibs_load(cc, s->opt.libdirs, s->opt.nlibdirs, have_dependency, s, msg, sizeof(msg));

	if (err == -1)
		cc_print_diag(cc, stderr, diag_style(s));
	else if (err && cl->nprogs && cl->progs[0].kind == 's')
		fprintf(stderr, "dtrace: failed to compile script %s: %s\n", cl->progs[0].arg, msg);
	else if (err && cl->nprogs)
		fprintf(stderr, "dtrace: invalid probe specifier %s: %s\n", cl->progs[0].arg, msg);
	else if (err)
		fprintf(stderr, "dtrace: %s\n", msg);
	return err ? 1 : 0;
}

/* Compiles every unit; with match_only, stops once probes are matched (-l). */
static int compile(struct session *s, struct cc *cc, const struct cmdline *cl, bool match_only,
		   const char **margv)
{
	struct cc_opts opts = { 0 };
	int err = 0;

	margv[0] = cl->nprogs && cl->progs[0].kind == 's' ? cl->progs[0].arg : "dtrace";
	for (int i = 0; i < cl->nmacros; i++)
		margv[i + 1] = cl->macros[i];
	options_to_cc(&s->opt, &opts);
	opts.target_pid = s->target;
	opts.macro_argv = margv;
	opts.macro_argc = cl->nmacros + 1;
	cc_init(cc, &s->host.cc_host, &opts);
	if (load_libs(s, cc, cl))                      /* -L, libdir: the D libraries first */
		return 1;
	if (cl->nprogs == 0)                            /* -e alone */
		return 0;
	for (int i = 0; i < cl->nprogs && !err; i++) {
		const struct progarg *pa = &cl->progs[i];
		size_t len = 0;
		char *text = unit_text(s, pa, &len), *pp = NULL;

		if (text && pa->kind == 's' && s->opt.cpp) {  /* -C: cpp's output is what is compiled */
			pp = cpp_run(text, pa->arg, &s->opt);
			if (!pp) {
				free(text);
				return 1;
			}
		}
		if (!text)
			return 1;
		preset_pragmas(s, cc, pp ? pp : text);
		if (pp)
			err = cc_parse_cpp(cc, pp, text, pa->arg);
		else
			err = cc_parse_len(cc, text, len, pa->kind == 's' ? pa->arg : NULL, pa->kind != 's');
		free(pp);
		free(text);
	}
	if (!err && dump_wants(s, "ast"))
		ast_dump(stdout, cc->prog);
	if (!err && s->opt.tree)                        /* -x tree: DTrace's parse tree, on stderr */
		ast_dump(stderr, cc->prog);
	if (!err)
		err = apply_pragmas(s, cc);
	if (!err && options_check(&s->opt))             /* stackframes within maxframes ... */
		return 1;
	if (!err)                                       /* ... which may have lowered a pragma's */
		options_to_cc(&s->opt, &cc->opts);
	if (!err)
		err = cc_match(cc);
	if (!err && !match_only)
		err = cc_check(cc);
	if (!err && !match_only && !cl->gen)
		err = cc_finish(cc, &s->arena, &s->pd);
	if (!err && !match_only && !cl->gen && dump_wants(s, "bpf"))
		dis_prog_desc(stdout, s->pd);
	if (!err && !match_only && !cl->gen && cl->show_bpf)
		dis_prog_desc(stderr, s->pd);
	if (err)
		cc_print_diag(cc, stderr, diag_style(s));
	return err ? 1 : 0;
}

/* Loads maps and programs; verifier errors name the -s files of cc. */
static int load(struct session *s, const struct cc *cc)
{
	const char *names[ARRAY_LEN(cc->srcs)];

	for (uint32_t i = 0; i < cc->nsrcs; i++)
		names[i] = cc->srcs[i].name;
	return load_all(s, names, cc->nsrcs);
}

/* "dtrace: description 'X ' matched N probes" per unit, as DTrace says it. */
static void report_matches(const struct session *s, const struct cc *cc,
			   const struct cmdline *cl)
{
	if (s->opt.quiet)
		return;
	for (uint32_t u = 0, i = 0; u < cc->nsrcs && i < (uint32_t)cl->nprogs; u++) {
		const struct progarg *pa = &cl->progs[i];
		uint32_t n = cc->srcs[u].nmatched;

		if (cc->srcs[u].incl_of || cc->srcs[u].is_lib) /* a header cpp read for the unit before */
			continue;
		i++;
		int len = (int)strcspn(pa->arg, "{/;");

		fprintf(stderr, "dtrace: %s '%.*s' matched %u probe%s\n",
			pa->kind == 's' ? "script" : "description",
			pa->kind == 's' ? (int)strlen(pa->arg) : len, pa->arg, n, n == 1 ? "" : "s");
	}
}

/* "dtrace: buffer size lowered to 512m" (or "to N bytes"), as DTrace says it once tracing is on. */
static void report_lowered(const char *what, uint64_t asked, uint64_t size)
{
	int shift = 0;

	if (size >= asked || size == 0)
		return;
	while (shift < 60 && size >> (shift + 10) && !(size & ((1ull << (shift + 10)) - 1)))
		shift += 10;
	if (shift)
		fprintf(stderr, "dtrace: %s lowered to %llu%c\n", what,
			(unsigned long long)(size >> shift), " kmgtpe"[shift / 10]);
	else
		fprintf(stderr, "dtrace: %s lowered to %llu bytes\n", what, (unsigned long long)size);
}

/* True if the program has a map of that role (aggregations, associative arrays...). */
static bool has_map_role(const struct session *s, enum map_role role)
{
	return session_map_index(s, role) >= 0;
}

/*
 * A bufsize larger than memory allows is lowered (DTrace's bufresize=auto),
 * or with -x bufresize=manual refused, as are an aggsize, dynvarsize or
 * specsize larger than memory allows when the program has what they size.
 * 0, or 1 with DTrace's message.
 */
static int fit_buffer(struct session *s)
{
	uint64_t asked = s->opt.bufsize, limit = session_size_limit();
	bool manual = strcmp(s->opt.bufresize, "manual") == 0;

	session_fit_bufsize(s);
	if (manual && ((has_map_role(s, MAPR_AGG) && s->opt.aggsize > limit) ||
		       ((has_map_role(s, MAPR_ASSOC) || has_map_role(s, MAPR_TLS)) && s->opt.dynvarsize > limit) ||
		       (has_map_role(s, MAPR_SPEC) && s->opt.specsize > limit)))
		asked = s->opt.bufsize + 1;
	if (s->opt.bufsize < asked && manual) {
		fprintf(stderr, "dtrace: could not enable tracing: %s\n", strerror(ENOMEM));
		return 1;
	}
	return 0;
}

/*
 * DTrace's cost of one record in its principal buffer, beyond the data: its
 * header (24 bytes: the perf event header, the size, the speculation, probe
 * and statement ids). And what the ERROR probe's enabling records: its five
 * arguments (the fault's enabled probe, action, offset, kind, address).
 */
#define DTRACE_REC_HDR   24u
#define DTRACE_ERROR_REC (DTRACE_REC_HDR + 5 * 8u)

/* True if the program has a clause on dtrace:::ERROR. */
static bool has_error_clause(const struct cc *cc)
{
	for (uint32_t i = 0; i < cc->nprobes; i++)
		if (strcmp(cc->probes[i]->prov, "dtrace") == 0 && strcmp(cc->probes[i]->name, "ERROR") == 0)
			return true;
	return false;
}

/*
 * The principal buffer (bufsize as asked) must hold the largest record the
 * program sends, counted as DTrace counts an enabling's (DTRACE_REC_HDR, and
 * the ERROR probe's record where a clause enables it), unless it is a ring,
 * which keeps what fits; a specsize of 0 holds no speculative record;
 * aggsize one entry of each aggregation, dynvarsize one element of each
 * associative array. 0, or 1 with DTrace's message.
 */
static int check_records_fit(const struct session *s, const struct cc *cc, uint64_t bufsize)
{
	uint64_t need = 0;
	bool fits = !(has_map_role(s, MAPR_SPEC) && s->opt.specsize == 0);

	for (uint32_t i = 0; i < s->pd->nrecs; i++)
		if (DTRACE_REC_HDR + s->pd->recs[i].size > need)
			need = DTRACE_REC_HDR + s->pd->recs[i].size;
	if (has_error_clause(cc) && DTRACE_ERROR_REC > need)
		need = DTRACE_ERROR_REC;
	if (strcmp(s->opt.bufpolicy, "ring") == 0)
		need = 0;
	for (uint32_t i = 0; i < s->pd->nmaps; i++) {
		const struct map_spec *m = &s->pd->maps[i];
		uint64_t entry = (uint64_t)m->key_size + m->value_size;

		/* an aggregation's entry: its key (or id) and one 64-bit datum, as DTrace counts it */
		if (m->role == MAPR_AGG && s->opt.aggsize && (uint64_t)m->key_size + 8 > s->opt.aggsize)
			fits = false;
		if (m->role == MAPR_ASSOC && s->opt.dynvarsize && entry > s->opt.dynvarsize)
			fits = false;
	}
	if (bufsize >= need && fits)
		return 0;
	fprintf(stderr, "dtrace: could not enable tracing: Enabling exceeds size of buffer\n");
	return 1;
}

/* The file -h or -G writes without -o: the script's name with .d replaced (or followed) by ext. */
static char *gen_path(const char *script, const char *ext)
{
	size_t len = strlen(script);

	if (len > 2 && strcmp(script + len - 2, ".d") == 0)
		len -= 2;
	return xasprintf("%.*s%s", (int)len, script, ext);
}

/* The header's include guard: _NAME_H from its file name. */
static char *gen_guard(const char *path)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	char *g = xasprintf("_%s", base);

	for (char *p = g; *p; p++)
		*p = isalnum((unsigned char)*p) ? (char)toupper((unsigned char)*p) : '_';
	return g;
}

/*
 * -h and -G: checks the provider definitions of the one -s script, then
 * writes the C header (-h), or an object with nothing in it (-G: on Linux
 * the probes' notes are in the objects already; build rules still link it).
 */
static int generate(struct session *s, struct cc *cc, const struct cmdline *cl, const char **margv)
{
	const char *script = NULL;
	char *path, *guard;
	FILE *f;
	int err = 0;

	for (int i = 0; i < cl->nprogs; i++) {
		if (cl->progs[i].kind != 's' || script) {
			fprintf(stderr, "dtrace: -%c needs exactly one -s script (and no -n, -P, -m, -f, -i)\n",
				cl->gen);
			return 2;
		}
		script = cl->progs[i].arg;
	}
	for (int i = 0; i < cl->nobjs; i++)
		if (access(cl->objs[i], R_OK) != 0) {
			fprintf(stderr, "dtrace: failed to open %s: %s\n", cl->objs[i], strerror(errno));
			return 1;
		}
	if (compile(s, cc, cl, false, margv))
		return 1;
	path = cl->outfile ? xstrdup(cl->outfile) : gen_path(script, cl->gen == 'h' ? ".h" : ".o");
	guard = gen_guard(path);
	f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "dtrace: failed to open output file '%s': %s\n", path, strerror(errno));
		err = 1;
	} else if (cl->gen == 'h') {
		err = cc_header(cc, f, guard, script) ? 1 : 0;
		if (err)
			cc_print_diag(cc, stderr, diag_style(s));
	} else {
		err = dhdr_object(f);
		if (!err && !s->opt.quiet)
			fprintf(stderr, "dtrace: -G: %s has nothing in it: the probes' ELF notes are in the "
					"objects compiled with the -h header\n", path);
	}
	if (f && fclose(f) != 0 && !err)
		err = -errno;
	if (f && err) {
		if (err < 0)
			fprintf(stderr, "dtrace: failed to write %s: %s\n", path, strerror(-err));
		remove(path);
	}
	free(path);
	free(guard);
	return err ? 1 : 0;
}

static void catch_signals(void)
{
	struct sigaction sa = { .sa_handler = on_signal };

	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

/* The pipeline, one stage per call. Returns the exit status. */
static int run(const struct cmdline *cl, struct session *s)
{
	struct cc cc = { 0 };
	bool cc_live = false;
	uint64_t bufsize;
	/* $0, $1...: alive as long as the compile (it may keep pointers into it) */
	const char **margv = xcalloc((size_t)cl->nmacros + 2, sizeof(*margv));
	int status = 1;

	if (session_open(s, cl->gen ? NULL : cl->outfile)) /* CPUs, -o FILE, the probe host */
		goto out;
	if (cl->gen) {                                  /* -h, -G: provider definitions to a file */
		cc_live = true;
		status = generate(s, &cc, cl, margv);
		goto out;
	}
	if (cl->list && !has_program(cl)) {             /* -l [-P|-m|-f|-n|-i]: no compiling */
		if (start_target(s, cl))                /* -l -p/-c: the process's probes too */
			goto out;
		status = list_probes(s, cl);
		goto out;
	}
	if (start_target(s, cl))                        /* -c runs to main (held), -p grabs */
		goto out;
	cc_live = true;
	if (compile(s, &cc, cl, cl->list, margv))       /* parse, pragmas, match, check, codegen */
		goto out;
	if (cl->list || cl->exec_only || s->opt.dump) { /* -l -n/-s, -e, -x dump: stop here */
		if (cl->list)
			host_list(&s->host, s->out, cc.probes, cc.nprobes, s->opt.verbose);
		status = 0;
		goto out;
	}
	bufsize = s->opt.bufsize;
	if (fit_buffer(s))                              /* no larger a ring than memory allows */
		goto out;
	if (load(s, &cc))                               /* maps and programs into the kernel */
		goto out;
	report_matches(s, &cc, cl);                     /* "description 'X' matched N probes" */
	if (check_records_fit(s, &cc, bufsize))         /* bufsize=1: no record fits */
		goto out;
	report_lowered("buffer size", bufsize, s->opt.bufsize);
	if (s->opt.destructive && !s->opt.quiet)
		fprintf(stderr, "dtrace: allowing destructive actions\n");
	cc_fini(&cc);
	cc_live = false;
	catch_signals();
	uagg_init(s);                                   /* ustack() keys the kernel left raw */
	if (consume_init(s) || utab_init(s) || attach_all(s)) /* probes in place, not yet live */
		goto out;
	if (http_start(s))                              /* -x http: the live page and metrics */
		goto out;
	if (session_begin(s))                           /* BEGIN, probes live, what BEGIN printed */
		goto out;
	if (!s->exiting && proc_release(s))             /* -c runs */
		goto out;
	if (!s->exiting && consume_loop(s))             /* until exit(), ^C or the target ends */
		goto out;
	if (session_end(s))                             /* END, aggregations, drops */
		goto out;
	status = s->status;
out:
	if (cc_live)
		cc_fini(&cc);
	free(margv);
	session_close(s);
	return status;
}

int main(int argc, char **argv)
{
	struct cmdline cl = { 0 };
	struct session s = { 0 };
	int status;

	options_init(&s.opt);
	s.provs = &providers;
	status = parse_args(argc, argv, &cl, &s.opt);
	if (status < 0)
		status = run(&cl, &s);
	options_fini(&s.opt);
	return status;
}
