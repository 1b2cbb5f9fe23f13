/*
 * consume.c - records to output (runtime stage 3 of 4: load, attach,
 * consume, print).
 *
 * Each record starts with struct rec_hdr; rec_id selects the record
 * description, whose actions are performed in order, the printer doing
 * the formatting. Without -q a record is printed after DTrace's
 * "CPU ID FUNCTION:NAME" prefix and ends with a newline; a record with no
 * actions is just that line. After exit(), records of other probes are
 * ignored (DTrace stops its probes then); END's are not.
 * REC_ID_ERROR records carry a fault: DTrace's error line is printed and
 * dtrace:::ERROR fires; tracing goes on. ERROR's program writes to a ring
 * of its own (load.c), read as soon as it has run, so that its output
 * comes before what the faulting probe recorded after the fault.
 */
#include "consume.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/util.h"
#include "../cc/utab.h"
#include "../out/json.h"
#include "../sym/unwind.h"
#include "../sym/usym.h"
#include "agg.h"
#include "aggsvg.h"
#include "http.h"
#include "load.h"
#include "provider.h"
#include "spec.h"

volatile sig_atomic_t consume_interrupted;

/* ---- the handler table (consume.h) ---- */

#define CONSUME_HANDLERS 8 /* of each sort: a few parts register one or two */

/* Each sort of handler: its keys (record ids, action kinds, fds) and functions side by side. */
struct consume_table {
	int64_t rec_ids[CONSUME_HANDLERS];
	consume_rec_fn *rec_fns[CONSUME_HANDLERS];
	uint32_t nrecs;
	int64_t act_kinds[CONSUME_HANDLERS];
	consume_act_fn *act_fns[CONSUME_HANDLERS];
	uint32_t nacts;
	int64_t fds[CONSUME_HANDLERS];
	consume_fd_fn *fd_fns[CONSUME_HANDLERS];
	uint32_t nfds;
};

static struct consume_table *table_of(struct session *s)
{
	if (!s->handlers)
		s->handlers = xcalloc(1, sizeof(*s->handlers));
	return s->handlers;
}

/* The index of key among keys[0..n), or -1. */
static int find_key(const int64_t *keys, uint32_t n, int64_t key)
{
	for (uint32_t i = 0; i < n; i++)
		if (keys[i] == key)
			return (int)i;
	return -1;
}

/* The slot of key among keys[0..*n), added at the end if it has none. */
static uint32_t slot_of(int64_t *keys, uint32_t *n, int64_t key)
{
	int i = find_key(keys, *n, key);

	if (i >= 0)
		return (uint32_t)i;
	if (*n == CONSUME_HANDLERS)
		BUG("consume: too many handlers of one sort");
	keys[*n] = key;
	return (*n)++;
}

void consume_on_record(struct session *s, uint32_t rec_id, consume_rec_fn *fn)
{
	struct consume_table *t = table_of(s);

	t->rec_fns[slot_of(t->rec_ids, &t->nrecs, rec_id)] = fn;
}

void consume_on_action(struct session *s, enum act_kind kind, consume_act_fn *fn)
{
	struct consume_table *t = table_of(s);

	t->act_fns[slot_of(t->act_kinds, &t->nacts, kind)] = fn;
}

void consume_on_fd(struct session *s, int fd, consume_fd_fn *fn)
{
	struct consume_table *t = table_of(s);

	t->fd_fns[slot_of(t->fds, &t->nfds, fd)] = fn;
}

/* A record with a reserved id, to its handler. */
static void dispatch_record(struct session *s, const struct rec_hdr *hdr, const uint8_t *body,
			    size_t len)
{
	const struct consume_table *t = s->handlers;
	int i = t ? find_key(t->rec_ids, t->nrecs, hdr->rec_id) : -1;

	if (i >= 0)
		t->rec_fns[i](s, hdr, body, len);
}

/* An action the core does not perform, to its handler. */
static int dispatch_action(struct session *s, const struct rec_action *a, const uint8_t *data)
{
	const struct consume_table *t = s->handlers;
	int i = t ? find_key(t->act_kinds, t->nacts, a->kind) : -1;

	return i >= 0 ? t->act_fns[i](s, a, data) : 0;
}

static const char *const fault_names[] = {
	[FAULT_NONE] = "unknown fault",
	[FAULT_BADADDR] = "invalid address",
	[FAULT_BADALIGN] = "invalid alignment",
	[FAULT_ILLOP] = "illegal operation",
	[FAULT_DIVZERO] = "divide-by-zero",
	[FAULT_NOSCRATCH] = "out of scratch space",
	[FAULT_KPRIV] = "invalid kernel access",
	[FAULT_UPRIV] = "invalid user access",
	[FAULT_TUPOFLOW] = "tuple stack overflow",
	[FAULT_BADSTACK] = "bad stack",
	[FAULT_BADINDEX] = "index out of bounds",
};

static int64_t read_int(const struct rec_field *f, const uint8_t *data)
{
	const uint8_t *p = data + f->off;

	switch (f->size) {
	case 1:
		return f->is_signed ? (int64_t)*(const int8_t *)p : (int64_t)*p;
	case 2: {
		uint16_t v;

		memcpy(&v, p, 2);
		return f->is_signed ? (int64_t)(int16_t)v : (int64_t)v;
	}
	case 4: {
		uint32_t v;

		memcpy(&v, p, 4);
		return f->is_signed ? (int64_t)(int32_t)v : (int64_t)v;
	}
	default: {
		int64_t v;

		memcpy(&v, p, 8);
		return v;
	}
	}
}

/*
 * -F: how the probe line of a record of clause (hdr's probe) is marked.
 * As DTrace has it, when several clauses of a probe trace, only the
 * first's entry line indents and only the last's return line unindents:
 * the others are "| func:name" lines. An entry line knows from the line
 * before; a return line is held until the next record comes (flow_hold),
 * and unindents if that is not the same probe's, or if none follows in
 * what was read.
 */
static enum print_flow flow_of_line(struct session *s, const struct rec_hdr *hdr, uint32_t clause,
				    const char *name)
{
	enum print_flow flow = print_flow_of(name);

	if (flow == PRINT_FLOW_ENTRY && s->flow_last_clause && s->flow_last_probe == hdr->probe_id &&
	    s->flow_last_clause != clause + 1)
		flow = PRINT_FLOW_NONE;
	if (flow == PRINT_FLOW_RETURN && s->flow_not_last)
		flow = PRINT_FLOW_NONE;
	s->flow_last_probe = hdr->probe_id;
	s->flow_last_clause = clause + 1;
	return flow;
}

static void probe_prefix(struct session *s, const struct rec_hdr *hdr, uint32_t clause)
{
	const struct probe *p = host_probe(&s->host, hdr->probe_id);

	if (!s->header_done) {
		if (s->po.flowindent)
			print_header_flow(s->out);
		else
			print_header(s->out);
		s->header_done = true;
	}
	if (s->po.flowindent)
		print_flow_prefix(s->out, hdr->cpu, &s->flow_indent,
				  flow_of_line(s, hdr, clause, p ? p->name : ""), p ? p->prov : "",
				  p ? p->func : "", p ? p->name : "");
	else
		print_probe_prefix(s->out, hdr->cpu, hdr->probe_id, p ? p->func : "",
				   p ? p->name : "");
}

/* -x oformat=json: system()'s command runs with its output read into an item, not the stream. */
static int system_json(struct session *s, const char *cmd)
{
	FILE *p = popen(cmd, "r");
	char *out = NULL;
	size_t len = 0, cap = 0;
	int err = 0;

	if (!p) {
		err = -errno;
		fprintf(stderr, "dtrace: system(\"%s\") failed: %s\n", cmd, strerror(-err));
		return err;
	}
	for (;;) { /* read(2), not fread: a signal (the target's SIGCHLD) must not end it */
		ssize_t n;

		if (cap - len < 4096)
			out = xrealloc(out, cap = cap * 2 + 4096);
		n = read(fileno(p), out + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	pclose(p);
	json_system(s->out, cmd, out, len);
	free(out);
	return 0;
}

/* -x oformat=json: opens the line of a probe firing (-q or not: the line is the record). */
static void probe_json(struct session *s, const struct rec_hdr *hdr)
{
	const struct probe *p = host_probe(&s->host, hdr->probe_id);

	json_rec_begin(s->out, hdr->cpu, hdr->probe_id, p ? p->prov : "", p ? p->mod : "",
		       p ? p->func : "", p ? p->name : "");
}

/* An action's (fmt, ...) formatted as printf() would, in a malloc'ed string; NULL, errno set, if no memory. */
static char *action_string(struct session *s, const struct rec_action *a, const uint8_t *data)
{
	char *str = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&str, &len);

	if (!f)
		return NULL;
	print_printf(f, a->fmt, a->fields, a->nfields, data, &s->po);
	fclose(f);
	return str;
}

/* system(fmt, ...): formats the command as printf() would and runs it through the shell. */
static int run_system(struct session *s, const struct rec_action *a, const uint8_t *data)
{
	char *cmd = action_string(s, a, data);
	int err = 0;

	if (!cmd)
		return -errno;
	fflush(s->out);
	fflush(stdout);
	if (s->po.json) {
		err = system_json(s, cmd);
		free(cmd);
		return err;
	}
	if (system(cmd) < 0) {
		err = -errno;
		fprintf(stderr, "dtrace: system(\"%s\") failed: %s\n", cmd, strerror(-err));
	}
	free(cmd);
	return err;
}

/*
 * freopen(fmt, ...): the output from here on is appended to the file
 * named (as DTrace opens it), or goes back to -o's file or stdout for "".
 * A file that cannot be opened is reported and the output stays where it is.
 */
static int run_freopen(struct session *s, const struct rec_action *a, const uint8_t *data)
{
	char *path = action_string(s, a, data);
	FILE *nf;
	int err = 0;

	if (!path)
		return -errno;
	fflush(s->out);
	if (!path[0]) {
		nf = s->out_orig;
	} else if (!(nf = fopen(path, "a"))) {
		err = -errno;
		fprintf(stderr, "dtrace: failed to open %s for output: %s\n", path, strerror(-err));
		free(path);
		return 0;
	}
	if (s->out != s->out_orig)
		fclose(s->out);
	s->out = nf;
	free(path);
	return err;
}

/*
 * pcap(): to a file freopen() named, a pcap record (the file's header first
 * if it is empty); else the captured bytes as tracemem() shows them.
 */
static void run_pcap(struct session *s, const struct rec_action *a, const uint8_t *data)
{
	uint64_t ns, cap, orig;
	int64_t proto;
	struct rec_field bytes = a->fields[4];
	struct stat st;

	memcpy(&ns, data + a->fields[0].off, 8);
	memcpy(&cap, data + a->fields[1].off, 8);
	memcpy(&orig, data + a->fields[2].off, 8);
	memcpy(&proto, data + a->fields[3].off, 8);
	if (cap > bytes.size)
		cap = bytes.size;
	if (s->out != s->out_orig) {
		fflush(s->out);
		print_pcap(s->out, fstat(fileno(s->out), &st) == 0 && st.st_size == 0, (int32_t)proto,
			   bytes.size, ns, data + bytes.off, (uint32_t)cap, (uint32_t)orig);
		return;
	}
	bytes.size = (uint32_t)cap;
	if (s->po.json)
		json_tracemem(s->out, "pcap", &bytes, data);
	else
		print_tracemem(s->out, &bytes, data);
}

/* ftruncate(): empties the output file; on a terminal or a pipe it does nothing. */
static void run_ftruncate(struct session *s)
{
	fflush(s->out);
	if (ftruncate(fileno(s->out), 0) == 0)
		rewind(s->out);
}

static int handle_record(void *ctx, void *data, size_t size);

/* handle_record()'s answer that ends ring_buffer__consume() early (not an error) */
#define CONSUME_STOP (-ECANCELED)

/* Performs a record held by a speculation, now committed. */
static int replay(void *ctx, void *rec, size_t len)
{
	struct session *s = ctx;
	bool was = s->replaying;

	s->replaying = true;
	handle_record(s, rec, len);
	s->replaying = was;
	return 0;
}

/*
 * setopt(name [, value]): fmt = name, fields[0] = the value string if
 * given. Only DTrace's dynamic options change while tracing; a refusal is
 * reported as DTrace reports it, naming the enabling, and tracing goes on.
 */
static void set_option(struct session *s, const struct rec_hdr *hdr, const struct rec_action *a,
		       const uint8_t *data)
{
	const char *value = NULL;
	const struct probe *p;
	char buf[256];
	int err;

	if (!a->fmt)
		return;
	if (a->nfields && a->fields[0].kind == FIELD_STRING) {
		snprintf(buf, sizeof(buf), "%.*s", (int)a->fields[0].size,
			 (const char *)data + a->fields[0].off);
		value = buf;
	}
	/* values must outlive this record: options keep the pointer */
	err = options_set_from(&s->opt, a->fmt, value ? arena_strdup(&s->arena, value) : NULL,
			       OPT_FROM_TRACING);
	if (err == 0) {
		options_to_print(&s->opt, &s->po);
		return;
	}
	p = hdr ? host_probe(&s->host, hdr->probe_id) : NULL;
	fflush(s->out);
	fprintf(stderr, "dtrace: error on enabled probe ID %u (ID %u: %s:%s:%s:%s): couldn't set "
			"option \"%s\" to \"%s\": %s\n\n",
		hdr ? hdr->rec_id + 1 : 0, hdr ? hdr->probe_id : 0, p ? p->prov : "",
		p ? p->mod : "", p ? p->func : "", p ? p->name : "", a->fmt, value ? value : "1",
		options_strerror(a->fmt, err));
}

/* raise(sig) / stop(): fields[0] = the signal (raise), fields[last] = the pid that fired. */
static void signal_process(const struct rec_action *a, const uint8_t *data)
{
	int sig = a->kind == ACT_STOP ? SIGSTOP : (int)read_int(&a->fields[0], data);
	pid_t pid = (pid_t)read_int(&a->fields[a->nfields - 1], data);

	if (pid > 0)
		kill(pid, sig);
}

/*
 * A raw ustack() field (registers and a stack copy, or unwound in the
 * kernel) as FIELD_USTACK's layout in pcs (depth + 2 words: the pid, then
 * the pcs, 0-terminated); a stack the kernel had no table for asks for one,
 * as UTAB_REC_ID says.
 */
static void unwind_field(struct session *s, const struct rec_field *f, const uint8_t *data, uint64_t *pcs,
			 uint32_t depth)
{
	uint64_t hdr[5];

	if (f->size >= sizeof(hdr)) {
		memcpy(hdr, data + f->off, sizeof(hdr));
		if (hdr[4] != UTAB_UNWOUND) {
			struct rec_hdr need = { .rec_id = UTAB_REC_ID, .probe_id = (uint32_t)hdr[0] };

			dispatch_record(s, &need, NULL, 0);
		}
	}
	unwind_raw(data + f->off, f->size, pcs, depth);
}

/* ustack() sent raw (registers and a stack copy) or unwound: printed as any ustack(). */
static void print_unwound(struct session *s, const struct rec_field *f, const uint8_t *data)
{
	uint32_t depth = f->depth ? f->depth : 100;
	uint64_t *pcs = xcalloc(depth + 2, sizeof(*pcs));
	struct rec_field as_pcs = {
		.kind = FIELD_USTACK, .size = (depth + 2) * 8, .depth = depth,
	};

	unwind_field(s, f, data, pcs, depth);
	if (s->po.json)
		json_trace(s->out, &as_pcs, (const uint8_t *)pcs, &s->po);
	else
		print_stack(s->out, &as_pcs, (const uint8_t *)pcs, &s->po);
	free(pcs);
}

/*
 * printf("%k", ustack()): the raw user stacks among a's fields unwound, as
 * FIELD_USTACK frames after a copy of the record's bytes; *fields and *buf
 * are heap copies the caller frees (NULL when a has no raw stack).
 */
static const uint8_t *printf_unwind(struct session *s, const struct rec_action *a, const uint8_t *data,
				    struct rec_field **fields, uint8_t **buf)
{
	size_t size = 0, total;
	bool any = false;

	*fields = NULL;
	*buf = NULL;
	for (uint32_t i = 0; i < a->nfields; i++) {
		if (a->fields[i].off + a->fields[i].size > size)
			size = a->fields[i].off + a->fields[i].size;
		any |= a->fields[i].kind == FIELD_USTACK_RAW;
	}
	if (!any)
		return data;
	total = size;
	for (uint32_t i = 0; i < a->nfields; i++)
		if (a->fields[i].kind == FIELD_USTACK_RAW)
			total += ((size_t)(a->fields[i].depth ? a->fields[i].depth : 100) + 2) * 8;
	*fields = xcalloc(a->nfields, sizeof(**fields));
	*buf = xcalloc(total, 1);
	memcpy(*buf, data, size);
	memcpy(*fields, a->fields, a->nfields * sizeof(**fields));
	total = size;
	for (uint32_t i = 0; i < a->nfields; i++) {
		struct rec_field *f = &(*fields)[i];
		uint32_t depth = f->depth ? f->depth : 100;

		if (f->kind != FIELD_USTACK_RAW)
			continue;
		unwind_field(s, f, data, (uint64_t *)(*buf + total), depth);
		f->kind = FIELD_USTACK;
		f->off = (uint32_t)total;
		f->size = (depth + 2) * 8;
		f->depth = depth;
		total += f->size;
	}
	return *buf;
}

/* Performs one action of a record (hdr: its header, naming the probe). */
static int do_action(struct session *s, const struct rec_hdr *hdr, const struct rec_action *a,
		     const uint8_t *data)
{
	switch (a->kind) {
	case ACT_TRACE:
		/* tracemem() is a trace of raw "bytes": DTrace dumps those in hex */
		if (a->fields[0].kind == FIELD_BYTES && a->fields[0].type &&
		    strcmp(a->fields[0].type, "bytes") == 0) {
			struct rec_field bytes = a->fields[0];

			if (a->nfields > 1) { /* tracemem(addr, n, d): the first d of the n bytes (0: all) */
				uint64_t d;

				memcpy(&d, data + a->fields[1].off, sizeof(d));
				if (d && d < bytes.size)
					bytes.size = (uint32_t)d;
			}
			if (s->po.json)
				json_tracemem(s->out, "tracemem", &bytes, data);
			else
				print_tracemem(s->out, &bytes, data);
		} else if (s->po.json) {
			json_trace(s->out, &a->fields[0], data, &s->po);
		} else {
			print_trace(s->out, &a->fields[0], data, &s->po);
		}
		return 0;
	case ACT_PRINTF: {
		struct rec_field *uf;
		uint8_t *ubuf;
		const uint8_t *d = printf_unwind(s, a, data, &uf, &ubuf);
		const struct rec_field *fl = uf ? uf : a->fields;
		int r = s->po.json ? json_printf(s->out, a->fmt, fl, a->nfields, d, &s->po)
				   : print_printf(s->out, a->fmt, fl, a->nfields, d, &s->po);

		free(uf);
		free(ubuf);
		return r;
	}
	case ACT_PRINTA:
		return agg_printa(s, a->fmt, a->aggs, a->naggs);
	case ACT_PRINTM:
		if (s->po.json)
			json_tracemem(s->out, "printm", &a->fields[0], data);
		else
			print_tracemem(s->out, &a->fields[0], data);
		return 0;
	case ACT_STACK:
	case ACT_USTACK:
		if (a->fields[0].kind == FIELD_USTACK_RAW)
			print_unwound(s, &a->fields[0], data);
		else if (s->po.json)
			json_trace(s->out, &a->fields[0], data, &s->po);
		else
			print_stack(s->out, &a->fields[0], data, &s->po);
		return 0;
	case ACT_EXIT:
		s->status = a->nfields ? (int)read_int(&a->fields[0], data) : 0;
		s->exiting = true;
		if (s->po.json)
			json_exit(s->out, s->status);
		return 0;
	case ACT_CLEAR:
		for (uint32_t i = 0; i < a->naggs; i++)
			agg_clear(s, a->aggs[i]);
		return 0;
	case ACT_TRUNC:
		for (uint32_t i = 0; i < a->naggs; i++)
			agg_trunc(s, a->aggs[i], a->nfields > 0,
				  a->nfields ? read_int(&a->fields[0], data) : 0);
		return 0;
	case ACT_NORMALIZE:
	case ACT_DENORMALIZE: {
		int64_t n = a->kind == ACT_NORMALIZE && a->nfields ? read_int(&a->fields[0], data) : 0;

		for (uint32_t i = 0; i < a->naggs; i++)
			s->agg_normal[a->aggs[i]] = n > 0 ? (uint64_t)n : 0;
		return 0;
	}
	case ACT_SETOPT:
		set_option(s, hdr, a, data);
		return 0;
	case ACT_SYSTEM:
		return run_system(s, a, data);
	case ACT_PRINT:
		if (a->fmt[0] == '*' && a->nfields == 2) { /* a pointer to a struct: the struct */
			if (s->po.json) { /* the pointer, as a scalar */
				char *t = NULL;

				if (asprintf(&t, "T\t%s", a->fmt + 2) >= 0)
					json_print(s->out, t, &a->fields[0], data);
				free(t);
			} else {
				print_typed_deref(s->out, a->fmt, &a->fields[0], &a->fields[1], data, s->po.printsize);
			}
			return 0;
		}
		if (s->po.json)
			json_print(s->out, a->fmt, &a->fields[0], data);
		else
			print_typed(s->out, a->fmt, &a->fields[0], data);
		return 0;
	case ACT_FREOPEN:
		return run_freopen(s, a, data);
	case ACT_PCAP:
		run_pcap(s, a, data);
		return 0;
	case ACT_FTRUNCATE:
		run_ftruncate(s);
		return 0;
	case ACT_RAISE:
	case ACT_STOP:
		if (a->nfields)
			signal_process(a, data);
		return 0;
	case ACT_SPECULATE:
		return 0; /* the whole record was held (handle_record), or is being committed */
	case ACT_COMMIT:
		spec_commit(s, (uint64_t)read_int(&a->fields[0], data), replay);
		return 0;
	case ACT_DISCARD:
		spec_discard(s, (uint64_t)read_int(&a->fields[0], data));
		return 0;
	case ACT_AGGREC:
		if (a->naggs)
			agg_forget(s, a->aggs[0]);
		return dispatch_action(s, a, data);
	}
	return 0;
}

/*
 * The enabled probe ID a fault names: its record's (one per clause and
 * attach point, as DTrace's are per clause and probe); a clause that
 * records nothing has none, and is named by its place, as the epid
 * variable names it there.
 */
static uint32_t fault_epid(const struct session *s, const struct rec_error *e)
{
	return e->rec_id < s->pd->nrecs ? e->rec_id + 1 : e->clause + 1;
}

/* Where in its clause a fault happened, as DTrace names it: "predicate" or "action #N". */
static const char *fault_where(const struct rec_error *e)
{
	static char buf[32];

	if (!e->action)
		return "predicate";
	snprintf(buf, sizeof(buf), "action #%u", e->action);
	return buf;
}

/* -x oformat=json: the fault as a line of the stream too (stderr keeps DTrace's line). */
static void fault_json(struct session *s, const struct rec_hdr *hdr, const struct probe *p,
		       const struct rec_error *e, const char *fault, const char *details, const char *where)
{
	char msg[512];
	struct json_fault jf = {
		.cpu = hdr->cpu, .probe_id = hdr->probe_id,
		.prov = p ? p->prov : "", .mod = p ? p->mod : "", .func = p ? p->func : "",
		.name = p ? p->name : "",
		.epid = fault_epid(s, e), .action = e->action, .offset = e->pc, .fault = fault,
		.has_addr = details[0] != '\0', .addr = e->addr, .msg = msg,
	};

	snprintf(msg, sizeof(msg), "error on enabled probe ID %u (ID %u: %s:%s:%s:%s): %s%s in %s%s", jf.epid,
		 jf.probe_id, jf.prov, jf.mod, jf.func, jf.name, fault, details, fault_where(e), where);
	json_fault(s->out, &jf);
}

static void handle_error(struct session *s, const struct rec_hdr *hdr, const uint8_t *data,
			 size_t len)
{
	struct rec_error e = { 0 };
	const struct probe *p = host_probe(&s->host, hdr->probe_id);
	const char *fault;
	char details[64] = "", where[40] = "";
	uint64_t args[6];

	memcpy(&e, data, len < sizeof(e) ? len : sizeof(e));
	fault = e.fault < ARRAY_LEN(fault_names) ? fault_names[e.fault] : fault_names[0];
	if (e.fault == FAULT_BADADDR || e.fault == FAULT_BADALIGN || e.fault == FAULT_BADSTACK)
		snprintf(details, sizeof(details), " (0x%llx)", (unsigned long long)e.addr);
	if (e.fault == FAULT_BADINDEX)
		snprintf(details, sizeof(details), " (%lld)", (long long)e.addr);
	if (e.pc != REC_ERROR_NOPC)
		snprintf(where, sizeof(where), " at DIF offset %u", e.pc);
	if (s->po.json)
		fault_json(s, hdr, p, &e, fault, details, where);
	fflush(s->out);
	fprintf(stderr, "dtrace: error on enabled probe ID %u (ID %u: %s:%s:%s:%s): %s%s in %s%s\n",
		fault_epid(s, &e), hdr->probe_id, p ? p->prov : "", p ? p->mod : "", p ? p->func : "",
		p ? p->name : "", fault, details, fault_where(&e), where);
	args[0] = 0;
	args[1] = fault_epid(s, &e);
	args[2] = e.action; /* the action, as the message says (0: the predicate) */
	args[3] = e.pc == REC_ERROR_NOPC ? (uint64_t)-1 : e.pc;
	args[4] = e.fault;
	args[5] = e.addr;
	if (s->in_error || !s->error_rb)
		return;
	s->in_error = true;
	if (prov_dtrace_fire(s, PROV_DTRACE_ERROR, args, 6) == 0)
		ring_buffer__consume(s->error_rb);
	s->in_error = false;
}

/*
 * True if a record only updates aggregations (ACT_AGGREC) or ends
 * speculations (commit(), discard(): DTrace records no data for them): it
 * prints nothing, not even its probe. A commit() performs the records it
 * commits, each with its own probe line.
 */
static bool rec_is_silent(const struct rec_desc *rd)
{
	for (uint32_t i = 0; i < rd->nacts; i++)
		if (rd->acts[i].kind != ACT_AGGREC && rd->acts[i].kind != ACT_COMMIT && rd->acts[i].kind != ACT_DISCARD)
			return false;
	return rd->nacts > 0;
}

/* Performs the actions of a record of rd (body: rd->size bytes). */
static void do_record(struct session *s, const struct rec_desc *rd, const struct rec_hdr *hdr,
		      const uint8_t *body)
{
	bool quiet, flow;
	int err = 0;

	s->rec_seq++;
	if (rec_is_silent(rd)) {
		for (uint32_t i = 0; i < rd->nacts && !err; i++)
			err = do_action(s, hdr, &rd->acts[i], body);
		return;
	}
	/* a setopt() of quiet among the actions changes the records after this one */
	quiet = s->po.quiet;
	/* -F marks every probe line, under -q too (DTrace then ends none of them) */
	flow = s->po.flowindent && !s->po.json;
	if (s->po.json)
		probe_json(s, hdr);
	else if (!quiet || flow)
		probe_prefix(s, hdr, rd->clause);
	for (uint32_t i = 0; i < rd->nacts && !err; i++)
		err = do_action(s, hdr, &rd->acts[i], body);
	if (s->po.json)
		json_rec_end(s->out);
	else if (!quiet)
		fputc('\n', s->out);
}

/* True if a record of rd may hold a string for the consumer to read (rec_field.deferred). */
static bool rec_has_deferred(const struct rec_desc *rd)
{
	for (uint32_t i = 0; i < rd->nacts; i++)
		for (uint32_t k = 0; k < rd->acts[i].nfields; k++)
			if (rd->acts[i].fields[k].deferred)
				return true;
	return false;
}

/*
 * Reads the NUL-terminated string at addr in process pid into buf (at most
 * len bytes, its NUL included) through /proc/PID/mem, which faults pages
 * in as the process would. Returns false if no byte of it could be read.
 */
static bool read_user_str(pid_t pid, uint64_t addr, char *buf, uint32_t len)
{
	char path[64];
	ssize_t n;
	int fd;

	if (!len)
		return false;
	snprintf(path, sizeof(path), "/proc/%d/mem", (int)pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	n = pread(fd, buf, len - 1, (off_t)addr);
	if (n <= 0 && len > 1) /* across into a page that cannot be read: as far as it can */
		n = pread(fd, buf, 1, (off_t)addr);
	close(fd);
	if (n <= 0)
		return false;
	buf[n] = '\0';
	return memchr(buf, '\0', (size_t)n + 1) != NULL;
}

/*
 * A record whose copyinstr() the program left to the consumer (struct
 * rec_ustr): the body with each such string read from the process, in a
 * copy the caller frees; NULL if one cannot be read, after reporting the
 * fault as the program would have (an ERROR for that clause, whose record
 * is then not performed).
 */
static uint8_t *resolve_deferred(struct session *s, const struct rec_desc *rd, const struct rec_hdr *hdr,
				 const uint8_t *body, size_t len)
{
	uint8_t *copy = xcalloc(1, rd->size > len ? rd->size : len);

	memcpy(copy, body, len);
	for (uint32_t i = 0; i < rd->nacts; i++) {
		for (uint32_t k = 0; k < rd->acts[i].nfields; k++) {
			const struct rec_field *f = &rd->acts[i].fields[k];
			struct rec_ustr u;
			uint32_t at = f->off + ((f->size + 7) & ~7u);
			struct rec_hdr eh = { REC_ID_ERROR, hdr->probe_id, hdr->cpu, 0 };
			struct rec_error e;

			if (!f->deferred || at + sizeof(u) > rd->size)
				continue;
			memcpy(&u, copy + at, sizeof(u));
			if (!u.deferred)
				continue;
			if (read_user_str((pid_t)u.pid, u.addr, (char *)copy + f->off,
					  u.len < f->size ? u.len : f->size))
				continue;
			e = (struct rec_error){ .rec_id = hdr->rec_id, .clause = rd->clause,
						.fault = FAULT_BADADDR, .action = u.action, .pc = u.pc,
						.addr = u.addr };
			handle_error(s, &eh, (const uint8_t *)&e, sizeof(e));
			free(copy);
			return NULL;
		}
	}
	return copy;
}

/* Performs a record of rd received whole (size bytes, header included) or cut short after its raw user stack. */
static void perform(struct session *s, const struct rec_desc *rd, const uint8_t *data, size_t size)
{
	const struct rec_hdr *hdr = (const struct rec_hdr *)data;
	uint8_t *full;

	if (rec_has_deferred(rd)) {
		full = resolve_deferred(s, rd, hdr, data + sizeof(*hdr), size - sizeof(*hdr));
		if (full)
			do_record(s, rd, hdr, full);
		free(full);
		return;
	}
	if (size >= sizeof(*hdr) + rd->size) {
		do_record(s, rd, hdr, data + sizeof(*hdr));
		return;
	}
	/* sent only as far as its last field, a raw user stack, is used: the rest reads as zeros */
	full = xcalloc(1, rd->size);
	memcpy(full, data + sizeof(*hdr), size - sizeof(*hdr));
	do_record(s, rd, hdr, full);
	free(full);
}

/*
 * -F: performs the held return record (flow_hold), its line marked by
 * what came next: next, a record of the same probe from another clause,
 * or NULL (none, or another kind of record).
 */
static void flow_release(struct session *s, const struct rec_hdr *next)
{
	const struct rec_hdr *held = (const struct rec_hdr *)s->flow_held;
	uint8_t *rec = s->flow_held;

	if (!rec)
		return;
	s->flow_held = NULL;
	s->flow_not_last = next && next->probe_id == held->probe_id && next->rec_id < s->pd->nrecs &&
			   s->pd->recs[next->rec_id].clause != s->pd->recs[held->rec_id].clause;
	perform(s, &s->pd->recs[held->rec_id], rec, s->flow_held_size);
	s->flow_not_last = false;
	free(rec);
}

/* -F: how long a held return record waits for its probe's next clause's record */
#define FLOW_HOLD_NS 200000000ull

/* -F: whether a record is a return probe's line, to hold until the next record is seen. */
static bool flow_hold(struct session *s, const struct rec_desc *rd, const struct rec_hdr *hdr,
		      const void *data, size_t size)
{
	const struct probe *p;

	if (!s->po.flowindent || s->po.json || s->flow_held || rec_is_silent(rd))
		return false;
	p = host_probe(&s->host, hdr->probe_id);
	if (!p || print_flow_of(p->name) != PRINT_FLOW_RETURN)
		return false;
	s->flow_held = xmalloc(size);
	memcpy(s->flow_held, data, size);
	s->flow_held_size = size;
	s->flow_held_at = util_mono_ns();
	return true;
}

/* ---- buffer policies: DTrace's principal buffer of bufsize per CPU (-x bufpolicy) ---- */

/*
 * DTrace's count of a record in its buffer: its 24-byte header, the data,
 * and the 8-byte aggregation id DTrace records for each aggregation a
 * printa(), clear(), trunc(), normalize() or denormalize() names (ours
 * carry none: the compiler put them in the actions).
 */
static uint32_t buf_rec_cost(const struct rec_desc *rd)
{
	uint32_t n = 24u + rd->size;

	for (uint32_t i = 0; i < rd->nacts; i++) {
		enum act_kind k = rd->acts[i].kind;

		if (k == ACT_PRINTA || k == ACT_CLEAR || k == ACT_TRUNC || k == ACT_NORMALIZE ||
		    k == ACT_DENORMALIZE)
			n += 8 * rd->acts[i].naggs;
	}
	return n;
}
#define BUF_REC_COST(rd) buf_rec_cost(rd)

/* The records one CPU's ring keeps: copies, oldest at head. */
struct held_recs {
	uint8_t **recs;
	size_t *sizes;
	uint32_t head, n, cap;
};

/* exit() in a record a ring keeps: tracing stops now, though the record is performed later. */
static void ring_note_exit(struct session *s, const struct rec_desc *rd, const uint8_t *body)
{
	for (uint32_t i = 0; i < rd->nacts; i++)
		if (rd->acts[i].kind == ACT_EXIT) {
			s->status = rd->acts[i].nfields ? (int)read_int(&rd->acts[i].fields[0], body) : 0;
			s->exiting = true;
		}
}

/* Keeps a copy of the record in its CPU's ring, forgetting the oldest ones that no longer fit. */
static void ring_keep(struct session *s, const struct rec_desc *rd, const void *data, size_t size)
{
	const struct rec_hdr *hdr = data;
	int cpu = hdr->cpu < (uint32_t)s->ncpus ? (int)hdr->cpu : 0;
	struct held_recs *h = &s->ring_held[cpu];

	ring_note_exit(s, rd, (const uint8_t *)data + sizeof(*hdr));
	if (h->n == h->cap) {
		if (h->head) { /* the room the forgotten ones left */
			memmove(h->recs, h->recs + h->head, (h->n - h->head) * sizeof(*h->recs));
			memmove(h->sizes, h->sizes + h->head, (h->n - h->head) * sizeof(*h->sizes));
			h->n -= h->head;
			h->head = 0;
		} else {
			h->cap = h->cap ? 2 * h->cap : 16;
			h->recs = xrealloc(h->recs, h->cap * sizeof(*h->recs));
			h->sizes = xrealloc(h->sizes, h->cap * sizeof(*h->sizes));
		}
	}
	h->recs[h->n] = xmalloc(size);
	memcpy(h->recs[h->n], data, size);
	h->sizes[h->n++] = size;
	s->buf_used[cpu] += BUF_REC_COST(rd);
	while (h->head + 1 < h->n && s->buf_used[cpu] > s->opt.bufsize) { /* the newest stays */
		const struct rec_hdr *old = (const struct rec_hdr *)h->recs[h->head];

		s->buf_used[cpu] -= BUF_REC_COST(&s->pd->recs[old->rec_id]);
		free(h->recs[h->head++]);
	}
}

void consume_ring_flush(struct session *s)
{
	for (int cpu = 0; s->ring_held && cpu < s->ncpus; cpu++) {
		struct held_recs *h = &s->ring_held[cpu];

		for (; h->head < h->n; h->head++) {
			s->replaying_ring = true;
			handle_record(s, h->recs[h->head], h->sizes[h->head]);
			s->replaying_ring = false;
			free(h->recs[h->head]);
		}
		h->head = h->n = 0;
	}
	fflush(s->out);
}

/*
 * -x bufpolicy: whether the record goes on to be performed now. fill: a
 * record that no longer fits its CPU's buffer is lost, and tracing stops
 * (END's records have their room kept, as DTrace keeps it); ring: the
 * record is kept in its CPU's ring, performed when dtrace exits.
 */
static bool buffer_policy(struct session *s, const struct rec_desc *rd, const void *data, size_t size)
{
	const struct rec_hdr *hdr = data;
	int cpu = hdr->cpu < (uint32_t)s->ncpus ? (int)hdr->cpu : 0;

	if (!s->buf_used || s->replaying || s->replaying_ring)
		return true;
	if (s->ring_held) {
		ring_keep(s, rd, data, size);
		return false;
	}
	if (hdr->probe_id == PROV_DTRACE_END)
		return true;
	if (s->buf_filled || s->buf_used[cpu] + BUF_REC_COST(rd) > s->opt.bufsize) {
		s->buf_filled = true;
		s->exiting = true;
		return false;
	}
	s->buf_used[cpu] += BUF_REC_COST(rd);
	return true;
}

/* ring_buffer__new callback: one record. */
static int handle_record(void *ctx, void *data, size_t size)
{
	struct session *s = ctx;
	const struct rec_hdr *hdr = data;
	const uint8_t *body = (const uint8_t *)data + sizeof(*hdr);
	const struct rec_desc *rd;

	if (size < sizeof(*hdr))
		return 0;
	/*
	 * Tracing is over (exit(), a full fill buffer, ^C): stop reading, or
	 * probes firing faster than their records are performed would keep
	 * this read going for ever; the loop ends, the probes are detached and
	 * session_end() reads what is left (s->draining).
	 */
	if ((s->exiting || consume_interrupted) && !s->draining && !s->replaying && !s->replaying_ring)
		return CONSUME_STOP;
	if (hdr->rec_id >= s->pd->nrecs) { /* a reserved id (REC_ID_ERROR...): its handler's */
		flow_release(s, NULL);
		dispatch_record(s, hdr, body, size - sizeof(*hdr));
		return 0;
	}
	if (s->exiting && !s->replaying_ring && hdr->probe_id != PROV_DTRACE_END &&
	    hdr->probe_id != PROV_DTRACE_ERROR)
		return 0;
	rd = &s->pd->recs[hdr->rec_id];
	if (size < sizeof(*hdr) + rd->min_size)
		return 0; /* not what the compiler laid out: never decode past the end */
	if (!buffer_policy(s, rd, data, size))
		return 0;
	if (!s->replaying && rd->nacts && rd->acts[0].kind == ACT_SPECULATE) {
		spec_hold(s, (uint64_t)read_int(&rd->acts[0].fields[0], body), data, size);
		return 0;
	}
	if (!rec_is_silent(rd))
		flow_release(s, hdr);
	if (!flow_hold(s, rd, hdr, data, size))
		perform(s, rd, data, size);
	return 0;
}

int consume_init(struct session *s)
{
	int ring = session_map_index(s, MAPR_RING);
	int err = 0;

	s->agg_printed = xcalloc(s->pd->naggs + 1, sizeof(*s->agg_printed));
	s->agg_normal = xcalloc(s->pd->naggs + 1, sizeof(*s->agg_normal));
	s->po.normal = s->agg_normal;
	s->last_state = xcalloc((size_t)s->ncpus, sizeof(*s->last_state));
	consume_on_record(s, REC_ID_ERROR, handle_error);
	if (strcmp(s->opt.bufpolicy, "switch") != 0)
		s->buf_used = xcalloc((size_t)s->ncpus, sizeof(*s->buf_used));
	if (strcmp(s->opt.bufpolicy, "ring") == 0)
		s->ring_held = xcalloc((size_t)s->ncpus, sizeof(*s->ring_held));
	if (ring < 0)
		return 0; /* nothing is ever recorded */
	s->rb = ring_buffer__new(s->map_fds[ring], handle_record, s, NULL);
	if (!s->rb) {
		err = -errno;
		fprintf(stderr, "dtrace: cannot read the ring buffer: %s\n", strerror(-err));
		return err;
	}
	if (s->error_ring_fd >= 0) {
		s->error_rb = ring_buffer__new(s->error_ring_fd, handle_record, s, NULL);
		if (!s->error_rb) {
			err = -errno;
			fprintf(stderr, "dtrace: cannot read the ERROR ring buffer: %s\n",
				strerror(-err));
		}
	}
	return err;
}

int consume_drain(struct session *s)
{
	int n;

	if (!s->rb)
		return 0;
	n = ring_buffer__consume(s->rb);
	/*
	 * -F: nothing more was there to read. A return record held is let go
	 * once it has waited FLOW_HOLD_NS (or tracing is over): its probe's
	 * other clauses are programs of their own, whose records may not be
	 * in the ring yet when this read ran (a slow or busy CPU: seen under
	 * qemu's TCG), and its line unindents only if none follows.
	 */
	if (s->flow_held && (s->draining || s->exiting || util_mono_ns() - s->flow_held_at >= FLOW_HOLD_NS))
		flow_release(s, NULL);
	fflush(s->out);
	return n < 0 && n != CONSUME_STOP ? n : 0;
}

/*
 * Reports count records lost (total so far) on stderr in DTrace's words
 * ("dtrace: " msg), and under -x oformat=json as a DROP line of the stream
 * too; cpu -1 when the count is not per CPU.
 */
static void report_drop(struct session *s, int cpu, enum json_drop_kind kind, uint64_t count,
			uint64_t total, const char *what)
{
	const char *tail = strchr(what, '(');   /* "failed speculation (why)": "s" before the why */
	int len = tail ? (int)(tail - what - 1) : (int)strlen(what);
	char msg[160];

	if (cpu >= 0)
		snprintf(msg, sizeof(msg), "%llu %.*s%s on CPU %d", (unsigned long long)count, len, what,
			 count > 1 ? "s" : "", cpu);
	else
		snprintf(msg, sizeof(msg), "%llu %.*s%s%s%s", (unsigned long long)count, len, what,
			 count > 1 ? "s" : "", tail ? " " : "", tail ? tail : "");
	if (s->po.json)
		json_drop(s->out, cpu, kind, count, total, msg);
	fflush(s->out);
	fprintf(stderr, "dtrace: %s\n", msg);
}

void consume_report_drops(struct session *s)
{
	int idx = session_map_index(s, MAPR_STATE);
	struct rt_state *now;
	uint32_t key = 0;
	uint64_t dyn = 0, dyn_total = 0;

	if (idx < 0 || s->map_fds[idx] < 0 || s->pd->maps[idx].value_size < sizeof(struct rt_state))
		return;
	now = xcalloc((size_t)s->ncpus, ALIGN_UP(s->pd->maps[idx].value_size, 8));
	if (bpf_map_lookup_elem(s->map_fds[idx], &key, now) < 0)
		goto out;
	for (int c = 0; c < s->ncpus; c++) {
		const struct rt_state *st =
			(const void *)((const uint8_t *)now + (size_t)c * ALIGN_UP(s->pd->maps[idx].value_size, 8));
		struct rt_state *last = &s->last_state[c];
		uint64_t d = st->drops - last->drops, a = st->aggdrops - last->aggdrops;
		uint64_t n = st->nestdrops - last->nestdrops;

		if (d)
			report_drop(s, c, JSON_DROP_PRINCIPAL, d, st->drops, "drop");
		if (d && s->buf_used && !s->ring_held) /* bufpolicy=fill: what was lost filled it */
			s->buf_filled = s->exiting = true;
		if (a)
			report_drop(s, c, JSON_DROP_AGGREGATION, a, st->aggdrops, "aggregation drop");
		if (n) /* no DTrace wording: its buffers do not share a scratch area (prog.h SCRATCH_SLOTS) */
			report_drop(s, c, JSON_DROP_NESTED, n, st->nestdrops,
				    "nested probe firing drop");
		s->spec_unavail += st->specbusy - last->specbusy;
		dyn += st->dyndrops - last->dyndrops;
		dyn_total += st->dyndrops;
		*last = *st;
	}
	if (dyn)
		report_drop(s, -1, JSON_DROP_DYNAMIC, dyn, dyn_total, "dynamic variable drop");
	if (s->spec_drops > s->spec_drops_said) {
		report_drop(s, -1, JSON_DROP_SPECULATION, s->spec_drops - s->spec_drops_said,
			    s->spec_drops, "speculative drop");
		s->spec_drops_said = s->spec_drops;
	}
	if (s->spec_unavail > s->spec_unavail_said) {
		report_drop(s, -1, JSON_DROP_SPECUNAVAIL, s->spec_unavail - s->spec_unavail_said,
			    s->spec_unavail, "failed speculation (no speculative buffer available)");
		s->spec_unavail_said = s->spec_unavail;
	}
	load_report_misses(s);
out:
	free(now);
}

/*
 * Timers of the loop: drops are reported every switchrate; the target's
 * mappings are read again for user symbols, first soon after it starts
 * (once its libraries are mapped, in case it exits before the next
 * switchrate tick: an exited process's mappings are gone), then more and
 * more rarely, up to every switchrate.
 */
struct loop_timers {
	uint64_t drops;
	uint64_t maps;
	uint64_t maps_every;
};

static uint64_t next_deadline(const struct loop_timers *t, bool maps)
{
	return maps && t->maps < t->drops ? t->maps : t->drops;
}

static void run_timers(struct session *s, struct loop_timers *t)
{
	uint64_t now = util_mono_ns();
	bool maps = s->target > 0 && !s->target_exited;

	if (now >= t->drops) {
		consume_report_drops(s);
		t->drops = now + s->opt.switchrate;
	}
	if (maps && now >= t->maps) {
		usym_refresh(s->target);
		t->maps_every = t->maps_every * 4 < s->opt.switchrate ? t->maps_every * 4 :
									  s->opt.switchrate;
		t->maps = now + t->maps_every;
	}
}

int consume_loop(struct session *s)
{
	struct pollfd fds[1 + CONSUME_HANDLERS];
	struct loop_timers timers = {
		.drops = util_mono_ns() + s->opt.switchrate,
		.maps = util_mono_ns() + 20000000,
		.maps_every = 20000000,
	};
	int err = 0;

	fds[0] = (struct pollfd){ .fd = s->rb ? ring_buffer__epoll_fd(s->rb) : -1, .events = POLLIN };
	agg_rate_start(s, util_mono_ns());
	while (!s->exiting && !consume_interrupted && !s->target_exited) {
		const struct consume_table *tab = table_of(s);
		uint32_t nfds = 1 + tab->nfds;
		uint64_t t = util_mono_ns(), next = next_deadline(&timers, s->target > 0);
		uint64_t heat = aggsvg_deadline(s); /* -x heatmap's next column */
		uint64_t web = http_deadline(s);    /* -x http's next publication */
		uint64_t snap = agg_rate_deadline(s); /* the aggregations' next aggrate snapshot */

		next = heat < next ? heat : next;
		next = snap < next ? snap : next;
		if (s->flow_held && s->flow_held_at + FLOW_HOLD_NS < next)
			next = s->flow_held_at + FLOW_HOLD_NS;
		next = web < next ? web : next;
		int timeout = t >= next ? 0 : (int)((next - t + 999999) / 1000000);
		int n;

		for (uint32_t i = 1; i < nfds; i++)
			fds[i] = (struct pollfd){ .fd = (int)tab->fds[i - 1], .events = POLLIN };
		n = poll(fds, (nfds_t)nfds, timeout);

		if (n < 0 && errno != EINTR) {
			err = -errno;
			fprintf(stderr, "dtrace: poll: %s\n", strerror(-err));
			break;
		}
		err = agg_rate_tick(s, util_mono_ns()); /* DTrace snapshots, then reads the records */
		if (!err)
			err = consume_drain(s);
		if (err)
			break;
		for (uint32_t i = 1; n > 0 && i < nfds; i++)
			if (fds[i].revents & POLLIN)
				tab->fd_fns[i - 1](s);
		if (ferror(s->out)) {
			/* nobody reads the output any more (a closed pipe) */
			s->exiting = true;
			break;
		}
		run_timers(s, &timers);
		aggsvg_tick(s, util_mono_ns());
		http_tick(s, util_mono_ns());
	}
	if (consume_interrupted && !s->po.json)
		fputc('\n', s->out); /* DTrace ends the line the ^C interrupted, even under -q */
	return err;
}

void consume_fini(struct session *s)
{
	for (int cpu = 0; s->ring_held && cpu < s->ncpus; cpu++) {
		struct held_recs *h = &s->ring_held[cpu];

		while (h->head < h->n)
			free(h->recs[h->head++]);
		free(h->recs);
		free(h->sizes);
	}
	free(s->ring_held);
	s->ring_held = NULL;
	free(s->buf_used);
	s->buf_used = NULL;
	spec_fini(s);
	agg_fini(s);
	ring_buffer__free(s->rb);
	ring_buffer__free(s->error_rb);
	s->rb = NULL;
	s->error_rb = NULL;
	free(s->agg_printed);
	free(s->agg_normal);
	s->agg_normal = NULL;
	s->po.normal = NULL;
	free(s->last_state);
	s->agg_printed = NULL;
	s->last_state = NULL;
	free(s->handlers);
	s->handlers = NULL;
}
