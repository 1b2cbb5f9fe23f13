/*
 * prov_syscall.c - the syscall provider: syscall::NAME:entry and :return
 * for every x86_64 system call.
 *
 * Probes come from the build-time table (build/gen/syscalls.h, from
 * <asm/unistd_64.h>), so listing and compiling need neither tracefs nor
 * root. Ids: entry of number nr = 4 + 2*nr, return = 5 + 2*nr.
 * A few probes of a kind each attach a program to the raw tracepoint
 * sys_enter (sys_exit) that starts by testing the system call's number
 * and returns at once on any other: a perf tracepoint (syscalls/
 * sys_enter_NAME) costs about 200 ns a firing before the program runs,
 * a raw tracepoint a few ns for every system call (see README's
 * benchmarks). Its ctx is u64 args[2]: the struct pt_regs * of the call,
 * then at entry the number, at return the return value; arguments and,
 * at return, the number (orig_ax) are read from pt_regs. More than
 * SYSCALL_MAX_SINGLE probes of a kind share one raw_syscalls/sys_enter
 * (sys_exit) perf tracepoint whose prologue computes the probe id from the
 * syscall number, at offset 8 of its record, the arguments (or return
 * value) at 16.
 */
#include "providers.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/glob.h"
#include "../base/util.h"
#include "../rt/attach.h"
#include "../rt/kfeat.h"
#include "../rt/btf.h"
#include "../rt/host.h"
#include "../rt/load.h"
#include "../rt/session.h"

#define SYSCALL_MAX_SINGLE 8
#define SYSCALL_ID_BASE 4

struct syscall_entry {
	const char *name;
	uint32_t nr;
};

static const struct syscall_entry syscall_table[] = {
#define SYSCALL(name, nr) { #name, nr },
#include "syscalls.h"
#undef SYSCALL
};

/* x86_64 struct pt_regs: offsets of the argument registers and orig_ax */
static const uint16_t regs_arg_off[6] = { 112, 104, 96, 56, 72, 64 };
#define REGS_ORIG_AX 120

/* What one attach point attaches to (ap->rt). */
struct syscall_point {
	const char *cat, *event;   /* cat NULL: the raw tracepoint event */
	const char *tp;            /* the syscalls/ tracepoint (for messages) */
	uint32_t btf_id;           /* BTF-typed raw tracepoint: btf_trace_sys_enter/exit; 0 = plain */
	struct attach_perf pf;
};

static void fill_args(struct probe *p, bool entry)
{
	if (entry) {
		p->nargs = 6;
		for (uint32_t i = 0; i < 6; i++)
			p->args[i] = (struct probe_arg){ .off = (uint16_t)(16 + 8 * i), .size = 8 };
	} else {
		/* DTrace: arg0 and arg1 are both the return value, a signed long */
		p->nargs = 2;
		p->args[0] = (struct probe_arg){ .off = 16, .size = 8, .is_signed = true, .type = "long" };
		p->args[1] = p->args[0];
	}
}

static int syscall_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	/* probe names are only entry and return: a bare BEGIN is not offered 740 probes to reject */
	if (!glob_match(h->pat[3], "entry") && !glob_match(h->pat[3], "return"))
		return 0;
	for (size_t i = 0; i < ARRAY_LEN(syscall_table); i++) {
		/* the function's field first: syscall::read:entry visits one call, not 740 */
		if (!glob_match(h->pat[2], syscall_table[i].name))
			continue;
		for (int ret = 0; ret < 2; ret++) {
			struct probe p = {
				.id = SYSCALL_ID_BASE + 2 * syscall_table[i].nr + (uint32_t)ret,
				.prov = "syscall", .mod = "vmlinux", .func = syscall_table[i].name,
				.name = ret ? "return" : "entry",
				.prv = prv,
				.data = syscall_table[i].nr,
			};
			int err;

			fill_args(&p, !ret);
			err = visit(h, &p);
			if (err)
				return err;
		}
	}
	return 0;
}

/*
 * The number of argument fields in tracepoint syscalls/<event> (the kernel
 * refuses a program that reads past the end of the record), or 6 when its
 * format cannot be read (no tracefs, no privilege: then only -e and -S run).
 */
static uint32_t tracepoint_nargs(const char *event)
{
	const char *dir = attach_tracefs();
	char path[256], *text, *p;
	uint32_t n = 0;

	if (!dir)
		return 6;
	snprintf(path, sizeof(path), "%s/events/syscalls/%s/format", dir, event);
	text = util_read_file(path, NULL);
	if (!text)
		return 6;
	for (p = text; (p = strstr(p, "offset:")) != NULL; p += 7)
		if (atoi(p + 7) >= 16)
			n++;
	free(text);
	return n < 6 ? n : 6;
}

/*
 * The args of a raw sys_enter/sys_exit program for system call nr: from
 * pt_regs (entry) or ctx (return value), and a hidden last one, the
 * number, that the condition tests before anything else.
 */
static void raw_args(struct attach_point *ap, bool entry, uint32_t nr)
{
	uint32_t hidden;

	if (entry) {
		ap->nargs = 6;
		for (uint32_t i = 0; i < 6; i++)
			ap->args[i] = (struct probe_arg){ .from = PROBE_ARG_KMEM, .off = 0,
							  .val = regs_arg_off[i], .size = 8 };
		ap->args[6] = (struct probe_arg){ .off = 8, .size = 8 };
	} else {
		ap->nargs = 2;
		ap->args[0] = (struct probe_arg){ .off = 8, .size = 8, .is_signed = true };
		ap->args[1] = ap->args[0];
		ap->args[6] = (struct probe_arg){ .from = PROBE_ARG_KMEM, .off = 0,
						  .val = REGS_ORIG_AX, .size = 8 };
	}
	hidden = 6;
	ap->conds[0] = (struct probe_cond){ .arg = (uint8_t)(hidden + 1), .eq = true,
					    .mask = ~0ull, .val = nr };
}

static void plan_kind(struct host *h, struct probe **probes, uint32_t n, bool entry)
{
	const char *kind = entry ? "entry" : "return";
	struct attach_point *ap;
	struct syscall_point *sp;
	uint32_t btf_ids[2];
	char name[128];

	if (n > SYSCALL_MAX_SINGLE) {
		snprintf(name, sizeof(name), "syscall:::%s", kind);
		ap = host_new_point(h, &prov_syscall, name, probes, n);
		ap->id_mode = PROBE_ID_FROM_CTX;
		ap->id_off = 8;
		ap->id_size = 8;
		ap->id_base = SYSCALL_ID_BASE + (entry ? 0 : 1);
		ap->id_stride = 2;
		sp = ARENA_NEW(h->arena, struct syscall_point);
		sp->cat = "raw_syscalls";
		sp->event = entry ? "sys_enter" : "sys_exit";
		ap->rt = sp;
		ap->prog_type = PROG_TRACEPOINT;
		ap->ctx = CTX_FIELDS;
		ap->nargs = probes[0]->nargs;
		memcpy(ap->args, probes[0]->args, sizeof(ap->args));
		return;
	}
	for (uint32_t i = 0; i < n; i++) {
		snprintf(name, sizeof(name), "syscall::%s:%s", probes[i]->func, kind);
		ap = host_new_point(h, &prov_syscall, name, &probes[i], 1);
		ap->id_mode = PROBE_ID_FIXED;
		sp = ARENA_NEW(h->arena, struct syscall_point);
		sp->event = entry ? "sys_enter" : "sys_exit";
		sp->tp = arena_printf(h->arena, "sys_%s_%s", sp->event + 4, probes[i]->func);
		ap->rt = sp;
		ap->prog_type = PROG_RAW_TP;
		kfeat_syscall_tp_btf(btf_ids); /* a BTF-typed raw tracepoint where it loads */
		sp->btf_id = btf_ids[entry ? 0 : 1];
		if (sp->btf_id)
			ap->prog_type = PROG_TRACING;
		ap->ctx = CTX_FIELDS;
		raw_args(ap, entry, (uint32_t)probes[i]->data);
		if (entry) { /* args[N] past the call's own arguments is D_ARGS_IDX, as in DTrace */
			ap->nargs = tracepoint_nargs(sp->tp);
			probes[i]->nargs = ap->nargs;
		}
	}
}

static int syscall_plan(struct host *h, struct probe **probes, uint32_t n)
{
	struct probe **kind = xmalloc(sizeof(*kind) * n);

	for (int ret = 0; ret < 2; ret++) {
		uint32_t k = 0;

		for (uint32_t i = 0; i < n; i++)
			if ((probes[i]->id - SYSCALL_ID_BASE) % 2 == (uint32_t)ret)
				kind[k++] = probes[i];
		if (k)
			plan_kind(h, kind, k, !ret);
	}
	free(kind);
	return 0;
}

static int attach_raw(struct attach_point *ap, struct syscall_point *sp, int prog_fd)
{
	if (sp->btf_id)
		return attach_raw_tp_btf(sp->event, prog_fd, ap->name, &sp->pf);
	return attach_raw_tp(sp->event, prog_fd, ap->name, &sp->pf);
}

static int syscall_load_opts(struct session *s, struct attach_point *ap, struct bpf_prog_load_opts *opts)
{
	struct syscall_point *sp = ap->rt;

	(void)s;
	if (sp && sp->btf_id) {
		opts->expected_attach_type = BPF_TRACE_RAW_TP;
		opts->attach_btf_id = sp->btf_id;
	}
	return 0;
}

static int syscall_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	struct syscall_point *sp = ap->rt;
	int err;

	if (!sp->cat)
		return attach_raw(ap, sp, prog_fd);
	err = attach_tracepoint(s, sp->cat, sp->event, prog_fd, ap->name, &sp->pf);
	if (err == -ENOENT && ap->id_mode == PROBE_ID_FIXED) {
		/* the table knows this system call but this kernel has no tracepoint for it */
		if (s->opt.verbose)
			fprintf(stderr, "dtrace: probe %s: no tracepoint %s/%s; skipped\n", ap->name,
				sp->cat, sp->event);
		return 0;
	}
	if (err == -ENOENT)
		fprintf(stderr, "dtrace: probe %s: no tracepoint %s/%s\n", ap->name, sp->cat,
			sp->event);
	return err;
}

static void syscall_detach(struct session *s, struct attach_point *ap)
{
	struct syscall_point *sp = ap->rt;

	(void)s;
	if (sp)
		attach_perf_close(&sp->pf);
}

/*
 * -lv: the arguments as the tracepoint's format declares them (read's
 * "unsigned int", "char *", "size_t"); both of a return probe's are the
 * return value. Left as they are where the format cannot be read.
 */
static void syscall_describe(struct host *h, struct probe *prb)
{
	bool ret = strcmp(prb->name, "return") == 0;
	const char *types[PROBE_MAXARGS];
	char event[128];
	uint32_t n;

	snprintf(event, sizeof(event), "sys_%s_%s", ret ? "exit" : "enter", prb->func);
	n = attach_tracepoint_types(h->arena, "syscalls", event, 16, types, ret ? 1 : 6);
	if (!n)
		return;
	if (ret)
		types[1] = types[0], n = 2;
	prb->nargs = n;
	for (uint32_t i = 0; i < n; i++)
		prb->args[i].type = types[i];
}

const struct provider prov_syscall = {
	.name = "syscall",
	.list = syscall_list,
	.describe = syscall_describe,
	.plan = syscall_plan,
	.attach = syscall_attach,
	.detach = syscall_detach,
	.load_opts = syscall_load_opts,
};
