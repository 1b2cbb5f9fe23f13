/*
 * prov_dtrace.c - the dtrace provider: BEGIN (1), END (2), ERROR (3).
 *
 * Their programs are raw-tracepoint programs that are never attached: the
 * runtime runs them itself with BPF_PROG_TEST_RUN, the context being the
 * probe's u64 arguments (ERROR: 0, epid, clause, DIF offset, fault, address).
 */
#include "provider.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "session.h"

static int dtrace_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	static const char *const names[] = { "BEGIN", "END", "ERROR" };
	int err = 0;

	for (uint32_t i = 0; i < 3 && !err; i++) {
		struct probe p = {
			.id = PROV_DTRACE_BEGIN + i,
			.prov = "dtrace", .mod = "", .func = "", .name = names[i],
			.prv = prv,
		};

		if (p.id == PROV_DTRACE_ERROR) {
			p.nargs = 6;
			for (uint32_t a = 0; a < 6; a++)
				p.args[a] = (struct probe_arg){ .off = (uint16_t)(8 * a), .size = 8 };
		}
		err = visit(h, &p);
	}
	return err;
}

static int dtrace_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		char name[32];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "dtrace:::%s", probes[i]->name);
		ap = host_new_point(h, &prov_dtrace, name, &probes[i], 1);
		ap->prog_type = PROG_RAW_TP;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		ap->always_live = true; /* run by the runtime, BEGIN before the others are live */
		ap->nargs = probes[i]->nargs;
		memcpy(ap->args, probes[i]->args, sizeof(ap->args));
	}
	return 0;
}

/* Nothing to attach: the programs are run by prov_dtrace_fire(). */
static int dtrace_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	(void)s;
	(void)ap;
	(void)prog_fd;
	return 0;
}

static void dtrace_detach(struct session *s, struct attach_point *ap)
{
	(void)s;
	(void)ap;
}

static int find_prog(const struct session *s, uint32_t id)
{
	for (uint32_t i = 0; s->pd && i < s->pd->nprogs; i++) {
		const struct attach_point *ap = s->pd->progs[i].ap;

		if (ap && ap->prv == &prov_dtrace && ap->probes[0]->id == id)
			return (int)i;
	}
	return -1;
}

bool prov_dtrace_enabled(const struct session *s, uint32_t id)
{
	return find_prog(s, id) >= 0;
}

int prov_dtrace_fire(struct session *s, uint32_t id, const uint64_t *args, uint32_t nargs)
{
	uint64_t ctx[12] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, topts, .ctx_in = ctx, .ctx_size_in = sizeof(ctx));
	int i = find_prog(s, id);
	int err;

	if (i < 0 || s->prog_fds[i] < 0)
		return 0;
	if (args && nargs)
		memcpy(ctx, args, sizeof(*args) * (nargs < 12 ? nargs : 12));
	err = bpf_prog_test_run_opts(s->prog_fds[i], &topts);
	if (err) {
		err = -errno;
		fprintf(stderr, "dtrace: probe %s: cannot run: %s\n", s->pd->progs[i].ap->name,
			strerror(-err));
	}
	return err;
}

const struct provider prov_dtrace = {
	.name = "dtrace",
	.list = dtrace_list,
	.plan = dtrace_plan,
	.attach = dtrace_attach,
	.detach = dtrace_detach,
};
