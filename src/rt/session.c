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

#include "../base/util.h"
#include "agg.h"
#include "aggsvg.h"
#include "attach.h"
#include "consume.h"
#include "load.h"
#include "proc.h"
#include "provider.h"
#include "sym.h"

volatile sig_atomic_t session_interrupted;

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

int session_map_index(const struct session *s, enum map_role role)
{
	for (uint32_t i = 0; i < s->pd->nmaps; i++)
		if (s->pd->maps[i].role == role)
			return (int)i;
	return -1;
}

int session_open(struct session *s, const char *outfile)
{
	int n = libbpf_num_possible_cpus();
	const char *term;

	s->ncpus = n > 0 ? n : 1;
	read_online_cpus(s);
	host_init(&s->host, &s->arena);
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
	return 0;
}

/*
 * Sets GLOBALS_LIVE_OFF (prog.h) to 1 unless BEGIN's exit() set it to 2:
 * the probes attached before BEGIN start to act. Nothing else writes the
 * globals value meanwhile: BEGIN has returned and every other program
 * returns at once while it is not 1.
 */
static int go_live(struct session *s)
{
	int m = session_map_index(s, MAPR_GLOBALS);
	uint32_t key = 0;
	uint8_t *val;
	int err = 0;

	if (m < 0 || s->map_fds[m] < 0 || s->pd->maps[m].value_size < GLOBALS_LIVE_OFF + 8)
		return 0;
	val = xcalloc(1, s->pd->maps[m].value_size);
	if (bpf_map_lookup_elem(s->map_fds[m], &key, val) < 0) {
		err = -errno;
	} else if (*(uint64_t *)(val + GLOBALS_LIVE_OFF) == 0) {
		*(uint64_t *)(val + GLOBALS_LIVE_OFF) = 1;
		if (bpf_map_update_elem(s->map_fds[m], &key, val, BPF_ANY) < 0)
			err = -errno;
	}
	if (err)
		fprintf(stderr, "dtrace: map %s: cannot start tracing: %s\n", s->pd->maps[m].name,
			strerror(-err));
	free(val);
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
		err = go_live(s);
	return err ? err : consume_drain(s);
}

int session_end(struct session *s)
{
	int err;

	attach_detach_all(s);
	consume_drain(s);
	s->exiting = true;
	err = prov_dtrace_fire(s, PROV_DTRACE_END, NULL, 0);
	if (!err)
		err = consume_drain(s);
	if (!s->po.json && !s->po.folded)
		fputc('\n', s->out);
	if (!err)
		err = agg_print_unprinted(s);
	if (!err)
		err = aggsvg_finish(s); /* -x flamegraph, -x heatmap */
	consume_report_drops(s);
	fflush(s->out);
	return err;
}

void session_close(struct session *s)
{
	aggsvg_fini(s);
	consume_fini(s);
	attach_detach_all(s);
	load_close(s);
	proc_fini(s);
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
