/*
 * session.c - a tracing session's life: open (CPUs, output), BEGIN, END
 * (probes stopped, END fired, the exit blank line, aggregations not yet
 * printed by printa(), last drops), close (everything released; fds only,
 * so nothing outlives the process in any case).
 */
#include "session.h"

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

int session_begin(struct session *s)
{
	int err;

	aggsvg_start(s); /* the heat maps' time starts with BEGIN */
	err = prov_dtrace_fire(s, PROV_DTRACE_BEGIN, NULL, 0);
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
