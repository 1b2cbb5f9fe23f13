/*
 * session.c - a tracing session's life: open (CPUs, output), BEGIN, END
 * (probes stopped, END fired, the exit blank line, aggregations not yet
 * printed by printa(), last drops), close (everything released; fds only,
 * so nothing outlives the process in any case).
 */
#include "session.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include <linux/bpf.h>

#include "../base/util.h"
#include "../sym/sym.h"
#include "../sym/usym.h"
#include "agg.h"
#include "aggsvg.h"
#include "attach.h"
#include "consume.h"
#include "http.h"
#include "load.h"
#include "provider.h"

/* The online CPUs, from sysfs ("0-3,5"). */
static void read_online_cpus(struct session *s)
{
	char *text = util_read_file("/sys/devices/system/cpu/online", NULL);
	int n = 0;

	s->cpus = xcalloc((size_t)s->ncpus + 1, sizeof(*s->cpus));
	for (char *p = text; p && *p && *p != '\n';) {
		char *end;
		long lo = strtol(p, &end, 10), hi = lo;

		if (*end == '-')
			hi = strtol(end + 1, &end, 10);
		for (long c = lo; c <= hi && n < s->ncpus; c++)
			s->cpus[n++] = (int)c;
		if (end == p)
			break;
		p = *end == ',' ? end + 1 : end;
	}
	if (n == 0)
		s->cpus[n++] = 0;
	s->nonline = n;
	free(text);
}

int session_open(struct session *s, const char *outfile)
{
	int n = libbpf_num_possible_cpus();
	const char *term;

	s->ncpus = n > 0 ? n : 1;
	read_online_cpus(s);
	host_init(&s->host, &s->arena, s->provs);
	s->target_pidfd = -1;
	s->target_gate = -1;
	s->target_wake = -1;
	s->error_ring_fd = -1;
	s->out = stdout;
	options_to_print(&s->opt, &s->po);
	s->po.sym = sym_hooks();
	/* packed histograms draw UTF-8 blocks unless the terminal cannot (DTrace: TERM) */
	term = getenv("TERM");
	s->po.aggpack_ascii = term && (strcmp(term, "dumb") == 0 || strncmp(term, "sun", 3) == 0);
	if (outfile) {
		s->out = fopen(outfile, "a");
		if (!s->out) {
			int err = -errno;

			fprintf(stderr, "dtrace: failed to open output file '%s': %s\n", outfile,
				strerror(-err));
			s->out = stdout;
			return err;
		}
	}
	s->out_orig = s->out;
	return 0;
}

/* MemAvailable from /proc/meminfo, in bytes; 0 if unknown. */
static uint64_t mem_available(void)
{
	char *text = util_read_file("/proc/meminfo", NULL);
	const char *p = text ? strstr(text, "MemAvailable:") : NULL;
	uint64_t kb = p ? strtoull(p + strlen("MemAvailable:"), NULL, 10) : 0;

	free(text);
	return kb * 1024;
}

uint64_t session_size_limit(void)
{
	uint64_t avail = mem_available(), limit = 1ull << 31;
	struct rlimit rl;

	if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && (!avail || rl.rlim_cur < avail))
		avail = rl.rlim_cur;
	while (avail && limit > 4096 && limit > avail / 4)
		limit >>= 1;
	return limit;
}

void session_fit_bufsize(struct session *s)
{
	uint64_t limit = session_size_limit();

	if (s->opt.bufsize > limit)
		s->opt.bufsize = limit;
}

/*
 * Raises GLOBALS_LIVE_OFF (prog.h) to state, if it is lower: a store by a
 * small program the runtime runs (BPF_PROG_TEST_RUN), so that nothing the
 * probes store in the globals meanwhile is lost. 1 after BEGIN (unless its
 * exit() made it 2): the probes attached before BEGIN start to act; 2
 * before they are detached: none acts any more, however long its
 * detaching takes.
 */
static int set_live(struct session *s, int32_t state)
{
	int m = session_map_index(s, MAPR_GLOBALS), fd, err = 0;
	struct bpf_insn insns[] = {
		{ BPF_ST | BPF_W | BPF_MEM, BPF_REG_10, 0, -4, 0 },
		{ BPF_LD | BPF_DW | BPF_IMM, BPF_REG_1, BPF_PSEUDO_MAP_FD, 0, 0 },
		{ 0, 0, 0, 0, 0 },
		{ BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_2, BPF_REG_10, 0, 0 },
		{ BPF_ALU64 | BPF_ADD | BPF_K, BPF_REG_2, 0, 0, -4 },
		{ BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_lookup_elem },
		{ BPF_JMP | BPF_JEQ | BPF_K, BPF_REG_0, 0, 3, 0 },
		{ BPF_LDX | BPF_DW | BPF_MEM, BPF_REG_1, BPF_REG_0, GLOBALS_LIVE_OFF, 0 },
		{ BPF_JMP | BPF_JGE | BPF_K, BPF_REG_1, 0, 1, state },
		{ BPF_ST | BPF_DW | BPF_MEM, BPF_REG_0, 0, GLOBALS_LIVE_OFF, state },
		{ BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, 0 },
		{ BPF_JMP | BPF_EXIT, 0, 0, 0, 0 },
	};
	uint64_t ctx[1] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, topts, .ctx_in = ctx, .ctx_size_in = sizeof(ctx));

	if (m < 0 || s->map_fds[m] < 0 || s->pd->maps[m].value_size < GLOBALS_LIVE_OFF + 8)
		return 0;
	insns[1].imm = s->map_fds[m];
	fd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "dtrace_live", "GPL", insns, ARRAY_LEN(insns), NULL);
	if (fd < 0 || bpf_prog_test_run_opts(fd, &topts) < 0)
		err = -errno;
	if (fd >= 0)
		close(fd);
	if (err)
		fprintf(stderr, "dtrace: map %s: cannot %s tracing: %s\n", s->pd->maps[m].name,
			state == 1 ? "start" : "stop", strerror(-err));
	return err;
}

/*
 * BEGIN, with every other probe already attached (attach_all) but not yet
 * live; then, unless BEGIN called exit(), every probe live; then what
 * BEGIN recorded (printed, system()...): whoever waits for it to act
 * misses nothing.
 */
int session_begin(struct session *s)
{
	int err;

	aggsvg_start(s); /* the heat maps' time starts with BEGIN */
	err = prov_dtrace_fire(s, PROV_DTRACE_BEGIN, NULL, 0);
	if (!err)
		err = set_live(s, 1);
	return err ? err : consume_drain(s);
}

int session_end(struct session *s)
{
	int err;

	set_live(s, 2);
	attach_detach_all(s);
	s->draining = true; /* no probe adds records now: read them all (consume.c) */
	consume_drain(s);
	usym_settle(); /* the names debuginfod is still sending, for what END and the aggregations print */
	s->exiting = true;
	err = prov_dtrace_fire(s, PROV_DTRACE_END, NULL, 0);
	if (!err)
		err = consume_drain(s);
	consume_ring_flush(s); /* -x bufpolicy=ring: what the rings kept, END's records last */
	if (!s->po.json && !s->po.folded)
		fputc('\n', s->out);
	if (!err)
		err = agg_print_unprinted(s);
	if (!err)
		err = aggsvg_finish(s); /* -x flamegraph, -x heatmap */
	consume_report_drops(s);
	http_end(s); /* -x http: the last values, marked ended */
	fflush(s->out);
	return err;
}

void session_on_close(struct session *s, session_close_fn *fn)
{
	for (uint32_t i = 0; i < s->nclosers; i++)
		if (s->closers[i] == fn)
			return;
	if (s->nclosers == SESSION_CLOSERS)
		BUG("session: too many closers");
	s->closers[s->nclosers++] = fn;
}

void session_close(struct session *s)
{
	aggsvg_fini(s);
	consume_fini(s);
	attach_detach_all(s);
	load_close(s);
	while (s->nclosers)
		s->closers[--s->nclosers](s);
	if (s->out && s->out != s->out_orig)
		fclose(s->out);
	s->out = s->out_orig;
	if (s->out && s->out != stdout)
		fclose(s->out);
	s->out = NULL;
	fflush(stdout);
	host_fini(&s->host);
	sym_fini();
	free(s->cpus);
	s->cpus = NULL;
	arena_free(&s->arena);
}
