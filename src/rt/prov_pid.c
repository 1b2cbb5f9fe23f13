/*
 * prov_pid.c - the pid provider: pidPID:MODULE:FUNCTION:entry and :return
 * for the functions of a running process.
 *
 * Modules are the executable objects mapped in the process
 * (/proc/PID/maps; named by basename, "a.out" also names the program
 * itself), functions their ELF function symbols (usym.c); besides entry
 * and return, a hex offset names one instruction inside a function
 * (pid123:a.out:main:1a), offered when a description asks for it. Each probe is a
 * uprobe through the uprobe PMU (perf_event_open on the file and offset,
 * for that process only): it goes away with its fd, so nothing is left if
 * dtrace is killed. args[] are the x86-64 argument registers in struct
 * pt_regs at entry; at return arg0 is the pc returned to and arg1 the
 * return value, as DTrace has them.
 */
#include "provider.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/util.h"
#include "attach.h"
#include "glob.h"
#include "host.h"
#include "session.h"
#include "usym.h"

/* struct pt_regs (x86-64) offsets */
enum {
	REGS_R9 = 64, REGS_R8 = 72, REGS_AX = 80, REGS_CX = 88, REGS_DX = 96, REGS_SI = 104,
	REGS_DI = 112, REGS_IP = 128,
};

/* One module being matched: what the visit callback needs. */
struct pid_walk {
	const struct provider *prv;
	struct host *h;
	probe_visit_fn *visit;
	const char *prov, *mod, *path;
	const char *const *pd;
};

static void fill_args(struct probe *p, bool entry)
{
	static const uint16_t regs[] = { REGS_DI, REGS_SI, REGS_DX, REGS_CX, REGS_R8, REGS_R9 };

	if (entry) {
		p->nargs = 6;
		for (uint32_t i = 0; i < 6; i++)
			p->args[i] = (struct probe_arg){ .off = regs[i], .size = 8 };
		return;
	}
	p->nargs = 2;
	p->args[0] = (struct probe_arg){ .off = REGS_IP, .size = 8 };
	p->args[1] = (struct probe_arg){ .off = REGS_AX, .size = 8 };
}

/* True if a probe name is an instruction offset (hex, as DTrace writes them: "1a"). */
static bool is_offset(const char *name)
{
	return *name && strspn(name, "0123456789abcdefABCDEF") == strlen(name);
}

/* pidN:mod:func:OFFSET - one instruction inside the function, OFFSET bytes in (hex). */
static int offer_offset(struct pid_walk *w, const char *func, int64_t func_off, uint64_t size)
{
	uint64_t at = strtoull(w->pd[3], NULL, 16);
	struct probe p = {
		.prov = w->prov, .mod = w->mod, .func = func, .name = w->pd[3],
		.prv = w->prv,
		.data = func_off + (int64_t)at,
	};

	if (size && at >= size)
		return 0;
	fill_args(&p, true);
	return w->visit(w->h, &p);
}

static int offer_func(void *ctx, const char *name, uint64_t vaddr, uint64_t size)
{
	static const char *const kinds[] = { "entry", "return" };
	struct pid_walk *w = ctx;
	int64_t off;

	if (!glob_match(w->pd[2], name))
		return 0;
	off = usym_elf_offset(w->path, vaddr);
	if (off < 0)
		return 0;
	if (is_offset(w->pd[3]))
		return offer_offset(w, name, off, size);
	for (int k = 0; k < 2; k++) {
		struct probe p = {
			.prov = w->prov, .mod = w->mod, .func = name, .name = kinds[k],
			.prv = w->prv,
			.data = off,
		};
		int err;

		if (!glob_match(w->pd[3], p.name))
			continue;
		fill_args(&p, k == 0);
		err = w->visit(w->h, &p);
		if (err)
			return err;
	}
	return 0;
}

static int match_module(void *ctx, const char *path, const char *alias)
{
	struct pid_walk *w = ctx;
	const char *base = strrchr(path, '/') + 1;

	if (glob_match(w->pd[1], base))
		w->mod = base;
	else if (alias && glob_match(w->pd[1], alias))
		w->mod = alias; /* the probes are then named pidN:a.out:... */
	else
		return 0;
	w->path = path;
	return usym_elf_funcs(path, offer_func, w);
}

/* Nothing to list without a process: pid_match reads the one described. */
static int pid_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	(void)prv;
	(void)h;
	(void)visit;
	return 0;
}

static int pid_match(const struct provider *prv, struct host *h, const char *const pd[4],
		     probe_visit_fn *visit)
{
	struct pid_walk w = { .prv = prv, .h = h, .visit = visit, .prov = pd[0], .pd = pd };
	pid_t pid = (pid_t)atoi(pd[0] + strlen(prv->name));
	int err = usym_each_module(pid, match_module, &w);

	return err == -ENOENT ? -ESRCH : err;
}

static int pid_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		const struct probe *p = probes[i];
		char name[512];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "%s:%s:%s:%s", p->prov, p->mod, p->func, p->name);
		ap = host_new_point(h, &prov_pid, name, &probes[i], 1);
		ap->prog_type = PROG_KPROBE;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		ap->nargs = p->nargs;
		memcpy(ap->args, p->args, sizeof(ap->args));
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
	}
	return 0;
}

static int pid_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct probe *p = ap->probes[0];
	pid_t pid = (pid_t)atoi(p->prov + strlen(prov_pid.name));

	(void)s;
	return attach_uprobe(pid, p->mod, (uint64_t)p->data, 0, strcmp(p->name, "return") == 0,
			     prog_fd, ap->name, ap->rt);
}

static void pid_detach(struct session *s, struct attach_point *ap)
{
	(void)s;
	attach_perf_close(ap->rt);
}

const struct provider prov_pid = {
	.name = "pid",
	.per_process = true,
	.list = pid_list,
	.match = pid_match,
	.plan = pid_plan,
	.attach = pid_attach,
	.detach = pid_detach,
};
