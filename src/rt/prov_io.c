/*
 * prov_io.c - the io provider, on the block layer's tracepoints attached
 * raw (their argument is the kernel's struct request *), with DTrace's
 * translated arguments from the D library (dlib.c): args[0] bufinfo_t *,
 * args[1] devinfo_t * (dev_statname is the disk's name: "vda", "loop0"),
 * args[2] fileinfo_t * (a request has no file: "<none>").
 *
 *   start   block_io_start     (the request is made, in the context of the
 *                               thread that submits it, as DTrace's start;
 *                               block_rq_issue before Linux 6.5, which fires
 *                               in whatever thread dispatches the queue)
 *   done    block_rq_complete  (the device finished it)
 *
 * wait-start and wait-done (a thread waits for its buffer) have no
 * tracepoint: they would need fbt (io_schedule), and are not offered.
 */
#include "provider.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <bpf/bpf.h>

#include "../base/util.h"
#include "attach.h"
#include "host.h"
#include "session.h"

#define RQ "struct request *"

struct io_row {
	const char *name;
	const char *event;
	const char *fallback; /* on kernels without event */
};

static const struct io_row io_rows[] = {
	{ "start", "block_io_start", "block_rq_issue" },
	{ "done", "block_rq_complete", NULL },
};

static const struct probe_arg io_args[3] = {
	{ .type = RQ, .off = 0, .size = 8, .xlate = "bufinfo_t *" },
	{ .type = RQ, .off = 0, .size = 8, .xlate = "devinfo_t *" },
	{ .type = RQ, .off = 0, .size = 8, .xlate = "fileinfo_t *" },
};

static int io_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	for (size_t i = 0; i < ARRAY_LEN(io_rows); i++) {
		struct probe p = {
			.prov = "io", .mod = "", .func = "", .name = io_rows[i].name,
			.prv = prv,
			.data = (int64_t)i,
			.nargs = ARRAY_LEN(io_args),
		};
		int err;

		memcpy(p.args, io_args, sizeof(io_args));
		err = visit(h, &p);
		if (err)
			return err;
	}
	return 0;
}

static int io_plan(struct host *h, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		char name[64];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "io:::%s", probes[i]->name);
		ap = host_new_point(h, &prov_io, name, &probes[i], 1);
		ap->prog_type = PROG_RAW_TP;
		ap->ctx = CTX_FIELDS;
		ap->id_mode = PROBE_ID_FIXED;
		ap->nargs = probes[i]->nargs;
		memcpy(ap->args, probes[i]->args, sizeof(ap->args));
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
	}
	return 0;
}

static int io_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct io_row *r = &io_rows[ap->probes[0]->data];
	const char *event = r->event;

	(void)s;
	if (r->fallback && attach_tracepoint_id("block", r->event) < 0)
		event = r->fallback;
	return attach_raw_tp(event, prog_fd, ap->name, ap->rt);
}

const struct provider prov_io = {
	.name = "io",
	.list = io_list,
	.plan = io_plan,
	.attach = io_attach,
	.detach = attach_detach_perf,
};
