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
#include "prov_table.h"

#include "../base/util.h"
#include "attach.h"

#define RQARGS { \
	{ .type = "struct request *", .off = 0, .size = 8, .xlate = "bufinfo_t *" }, \
	{ .type = "struct request *", .off = 0, .size = 8, .xlate = "devinfo_t *" }, \
	{ .type = "struct request *", .off = 0, .size = 8, .xlate = "fileinfo_t *" } }

static const struct prov_row io_rows[] = {
	{ "start", PROV_ROW_RAW_TP, "block", "block_io_start", "block_rq_issue", 3, 0, RQARGS, 0, false, { { 0 } } },
	{ "done", PROV_ROW_RAW_TP, "block", "block_rq_complete", NULL, 3, 0, RQARGS, 0, false, { { 0 } } },
};

static const struct prov_table io_table = { "io", io_rows, ARRAY_LEN(io_rows) };

const struct provider prov_io = {
	.name = "io",
	.list = prov_table_list,
	.plan = prov_table_plan,
	.attach = prov_table_attach,
	.detach = attach_detach_perf,
	.table = &io_table,
};
