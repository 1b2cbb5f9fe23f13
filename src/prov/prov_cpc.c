/*
 * prov_cpc.c - the cpc provider: a probe fires every COUNT occurrences of a
 * CPU performance counter or software event, on every CPU.
 *
 * A probe is named EVENT-MODE[-MASK]-COUNT, as DTrace's: MODE is user,
 * kernel or all; MASK (hex) is a unit mask, only for the PMU's own events;
 * COUNT is how many events make one firing. EVENT is one of:
 *   - a generic perf event: cycles, instructions, cache-misses, ... (perf's
 *     names, and DTrace's PAPI_ names where one means the same thing);
 *   - a software event: page-faults, context-switches, cpu-migrations, ...;
 *   - a hardware cache event: L1-dcache-load-misses, LLC-loads, dTLB-... ;
 *   - an event a PMU names in /sys/bus/event_source/devices/PMU/events,
 *     written PMU.EVENT (cpu.mem-loads): '/' cannot be part of a probe name.
 * EVENT may itself contain '-', so a name is read from its end. DTrace's
 * spelling of an event, '_' for '-' and in lower case (cpu_clock,
 * l1_dcache_load_misses), names the same event.
 *
 * Each enabled probe is one sampling perf event per online CPU with the BPF
 * program on it: arg0 and arg1 are the kernel and user PC, as profile's.
 * Counter events are pinned: the PMU has a few counters, and an enabling
 * that finds none free is refused rather than silently multiplexed; one
 * that loses its counter later (to another pinned user) is reported when
 * tracing ends. The smallest COUNT is DTrace's 5000 for counter events (a
 * smaller one swamps a CPU with overflow interrupts), 10 us for the clocks
 * and 1 for the rare software events.
 *
 * Listing (dtrace -l -P cpc) offers every event this machine can sample,
 * found by opening it, each as EVENT-all-N with a deliberately large N as a
 * guide; any other MODE and COUNT is made when a description names it.
 */
#include "providers.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "../base/util.h"
#include "../rt/attach.h"
#include "../rt/host.h"
#include "../rt/session.h"

#define CPC_MIN_COUNTER 5000   /* DTrace's dcpc-min-overflow */
#define CPC_MIN_CLOCK   10000  /* ns: as profile's fastest rate */
#define PMU_DIR "/sys/bus/event_source/devices"

/* A named event of the perf interface. */
struct cpc_named {
	const char *name;
	uint32_t type;
	uint64_t config;
	uint64_t example; /* the COUNT listing shows */
};

#define HW(n, c, ex) { n, PERF_TYPE_HARDWARE, PERF_COUNT_HW_##c, ex }
#define SW(n, c, ex) { n, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_##c, ex }
static const struct cpc_named cpc_generic[] = {
	HW("cycles", CPU_CYCLES, 10000000),
	HW("instructions", INSTRUCTIONS, 10000000),
	HW("cache-references", CACHE_REFERENCES, 1000000),
	HW("cache-misses", CACHE_MISSES, 100000),
	HW("branches", BRANCH_INSTRUCTIONS, 10000000),
	HW("branch-misses", BRANCH_MISSES, 100000),
	HW("bus-cycles", BUS_CYCLES, 1000000),
	HW("stalled-cycles-frontend", STALLED_CYCLES_FRONTEND, 10000000),
	HW("stalled-cycles-backend", STALLED_CYCLES_BACKEND, 10000000),
	HW("ref-cycles", REF_CPU_CYCLES, 10000000),
	SW("cpu-clock", CPU_CLOCK, 10000000),
	SW("task-clock", TASK_CLOCK, 10000000),
	SW("page-faults", PAGE_FAULTS, 1000),
	SW("minor-faults", PAGE_FAULTS_MIN, 1000),
	SW("major-faults", PAGE_FAULTS_MAJ, 100),
	SW("context-switches", CONTEXT_SWITCHES, 1000),
	SW("cpu-migrations", CPU_MIGRATIONS, 100),
	SW("alignment-faults", ALIGNMENT_FAULTS, 100),
	SW("emulation-faults", EMULATION_FAULTS, 100),
};
#undef HW
#undef SW

/* Other names of the same events: perf's and DTrace's (PAPI's) that mean the same. */
static const struct {
	const char *alias, *name;
} cpc_aliases[] = {
	{ "cpu-cycles", "cycles" },
	{ "branch-instructions", "branches" },
	{ "faults", "page-faults" },
	{ "cs", "context-switches" },
	{ "migrations", "cpu-migrations" },
	{ "PAPI_tot_cyc", "cycles" },
	{ "PAPI_tot_ins", "instructions" },
	{ "PAPI_br_ins", "branches" },
	{ "PAPI_br_msp", "branch-misses" },
	{ "PAPI_l1_dcm", "L1-dcache-load-misses" },
	{ "PAPI_l1_icm", "L1-icache-load-misses" },
	{ "PAPI_l3_tca", "cache-references" },
	{ "PAPI_l3_tcm", "cache-misses" },
	{ "PAPI_tlb_dm", "dTLB-load-misses" },
	{ "PAPI_tlb_im", "iTLB-load-misses" },
};

/* The hardware cache events, named as perf names them: CACHE-OPs and CACHE-OP-misses. */
static const char *const cache_names[] = { "L1-dcache", "L1-icache", "LLC", "dTLB", "iTLB",
					   "branch", "node" };
static const char *const cache_ops[] = { "load", "store", "prefetch" };
static const char *const cache_ops_plural[] = { "loads", "stores", "prefetches" };

enum cpc_mode { CPC_ALL, CPC_USER, CPC_KERNEL };
static const char *const mode_names[] = { "all", "user", "kernel" };

/* What a probe name asks for. */
struct cpc_spec {
	char event[128];  /* EVENT as written */
	enum cpc_mode mode;
	uint64_t mask;    /* unit mask, or 0 */
	bool has_mask;
	uint64_t count;
};

/* An event resolved to a perf_event_attr's type and configs. */
struct cpc_event {
	uint32_t type;
	uint64_t config, config1, config2;
	uint64_t min, example;
	bool counter;     /* a PMU counter (pinned), not a software event */
	bool pmu;         /* a PMU's own event: takes a unit mask */
	uint64_t umask_bits; /* where its umask goes in config, 0 if it has none */
	int umask_shift;
};

/* Parses NAME as EVENT-MODE[-MASK]-COUNT; false if it is not one. */
static bool cpc_parse(const char *name, struct cpc_spec *sp)
{
	const char *end = name + strlen(name), *p, *dash;
	char *e;

	memset(sp, 0, sizeof(*sp));
	dash = strrchr(name, '-');
	if (!dash || !isdigit((unsigned char)dash[1]))
		return false;
	errno = 0;
	sp->count = strtoull(dash + 1, &e, 0);
	if (*e || errno || sp->count == 0)
		return false;
	end = dash;
	for (int pass = 0; pass < 2; pass++) {
		for (p = end - 1; p > name && *p != '-'; p--)
			;
		if (p <= name)
			return false;
		for (int m = 0; m < 3; m++) {
			size_t n = strlen(mode_names[m]);

			if ((size_t)(end - p - 1) == n && strncmp(p + 1, mode_names[m], n) == 0) {
				if ((size_t)(p - name) >= sizeof(sp->event))
					return false;
				memcpy(sp->event, name, (size_t)(p - name));
				sp->mode = (enum cpc_mode)m;
				return true;
			}
		}
		if (pass == 1) /* one MASK at most */
			return false;
		/* not a mode: it may be the MASK before COUNT */
		errno = 0;
		sp->mask = strtoull(p + 1, &e, 16);
		if (e != end || errno || p + 1 == end)
			return false;
		sp->has_mask = true;
		end = p;
	}
	return false;
}

static int read_line(const char *path, char *buf, size_t len)
{
	FILE *f = fopen(path, "re");
	size_t n;

	if (!f)
		return -errno;
	n = fread(buf, 1, len - 1, f);
	fclose(f);
	buf[n] = '\0';
	while (n && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
		buf[--n] = '\0';
	return 0;
}

/*
 * Puts value into the config word its PMU's format file names for term
 * ("config:0-7,32-35", "config1:0-63"). Returns false for an unknown term.
 */
static bool pmu_set_term(const char *pmu, const char *term, uint64_t value, struct cpc_event *ev)
{
	char path[512], fmt[128], *p;
	uint64_t *word;

	snprintf(path, sizeof(path), PMU_DIR "/%s/format/%s", pmu, term);
	if (read_line(path, fmt, sizeof(fmt)))
		return false;
	p = strchr(fmt, ':');
	if (!p)
		return false;
	*p++ = '\0';
	if (strcmp(fmt, "config") == 0)
		word = &ev->config;
	else if (strcmp(fmt, "config1") == 0)
		word = &ev->config1;
	else if (strcmp(fmt, "config2") == 0)
		word = &ev->config2;
	else
		return false;
	while (*p) { /* ranges lo-hi or single bits, comma separated: value's bits fill them in order */
		char *e;
		unsigned lo = (unsigned)strtoul(p, &e, 10), hi = lo;

		if (e == p)
			return false;
		if (*e == '-')
			hi = (unsigned)strtoul(e + 1, &e, 10);
		if (hi > 63 || hi < lo)
			return false;
		for (unsigned b = lo; b <= hi; b++, value >>= 1)
			*word |= (value & 1) << b;
		if (strcmp(term, "umask") == 0 && !ev->umask_bits) {
			ev->umask_shift = (int)lo;
			ev->umask_bits = (hi - lo == 63) ? ~0ull : ((1ull << (hi - lo + 1)) - 1);
		}
		p = *e == ',' ? e + 1 : e;
		if (*e && *e != ',')
			return false;
	}
	return true;
}

/* Resolves PMU's event file NAME ("event=0x3c,umask=0x1") into ev; false if it has none. */
static bool pmu_event(const char *pmu, const char *name, struct cpc_event *ev)
{
	char path[512], buf[512], *save = NULL;
	char type[32];

	if (strchr(pmu, '/') || strchr(name, '/') || pmu[0] == '.' || name[0] == '.')
		return false;
	snprintf(path, sizeof(path), PMU_DIR "/%s/type", pmu);
	if (read_line(path, type, sizeof(type)))
		return false;
	snprintf(path, sizeof(path), PMU_DIR "/%s/events/%s", pmu, name);
	if (read_line(path, buf, sizeof(buf)))
		return false;
	memset(ev, 0, sizeof(*ev));
	ev->type = (uint32_t)strtoul(type, NULL, 10);
	for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(t, '=');
		uint64_t v = 1;

		if (eq) {
			*eq = '\0';
			v = strtoull(eq + 1, NULL, 0);
		}
		if (!pmu_set_term(pmu, t, v, ev))
			return false;
	}
	if (!ev->umask_bits) { /* the event sets no umask: where would one go? */
		struct cpc_event probe = { 0 };

		if (pmu_set_term(pmu, "umask", 0, &probe)) {
			ev->umask_bits = probe.umask_bits;
			ev->umask_shift = probe.umask_shift;
		}
	}
	ev->counter = ev->pmu = true;
	ev->min = CPC_MIN_COUNTER;
	ev->example = 1000000;
	return true;
}

/*
 * True if event names a and b (b's first n characters, n 0: all of it) are
 * the same name: DTrace writes them with '_' where perf writes '-' (a CPC
 * probe name has no '-' in its event) and in lower case (l1_dcache_...).
 */
static bool same_event(const char *a, const char *b, size_t n)
{
	size_t i;

	for (i = 0; a[i] && (!n || i < n); i++) {
		char x = a[i] == '_' ? '-' : (char)tolower((unsigned char)a[i]);
		char y = b[i] == '_' ? '-' : (char)tolower((unsigned char)b[i]);

		if (x != y)
			return false;
	}
	return n ? i == n : b[i] == '\0';
}

/* Resolves an event name; false if it names none. */
static bool cpc_lookup(const char *name, struct cpc_event *ev)
{
	const char *dot;

	for (size_t i = 0; i < ARRAY_LEN(cpc_aliases); i++)
		if (same_event(name, cpc_aliases[i].alias, 0)) {
			name = cpc_aliases[i].name;
			break;
		}
	memset(ev, 0, sizeof(*ev));
	for (size_t i = 0; i < ARRAY_LEN(cpc_generic); i++) {
		const struct cpc_named *g = &cpc_generic[i];

		if (!same_event(name, g->name, 0))
			continue;
		ev->type = g->type;
		ev->config = g->config;
		ev->example = g->example;
		ev->counter = g->type == PERF_TYPE_HARDWARE;
		if (ev->counter)
			ev->min = CPC_MIN_COUNTER;
		else if (g->config == PERF_COUNT_SW_CPU_CLOCK || g->config == PERF_COUNT_SW_TASK_CLOCK)
			ev->min = CPC_MIN_CLOCK;
		else
			ev->min = 1;
		return true;
	}
	for (size_t c = 0; c < ARRAY_LEN(cache_names); c++) {
		size_t n = strlen(cache_names[c]);

		if (strlen(name) <= n || !same_event(name, cache_names[c], n) || (name[n] != '-' && name[n] != '_'))
			continue;
		for (size_t op = 0; op < ARRAY_LEN(cache_ops); op++) {
			const char *rest = name + n + 1;
			uint64_t result;
			size_t on = strlen(cache_ops[op]);

			if (same_event(rest, cache_ops_plural[op], 0))
				result = PERF_COUNT_HW_CACHE_RESULT_ACCESS;
			else if (strlen(rest) > on && same_event(rest, cache_ops[op], on) &&
				 same_event(rest + on, "-misses", 0))
				result = PERF_COUNT_HW_CACHE_RESULT_MISS;
			else
				continue;
			ev->type = PERF_TYPE_HW_CACHE;
			ev->config = c | (op << 8) | (result << 16);
			ev->counter = true;
			ev->min = CPC_MIN_COUNTER;
			ev->example = result == PERF_COUNT_HW_CACHE_RESULT_MISS ? 100000 : 10000000;
			return true;
		}
	}
	dot = strchr(name, '.');
	if (dot && (size_t)(dot - name) < 128) {
		char pmu[128];

		memcpy(pmu, name, (size_t)(dot - name));
		pmu[dot - name] = '\0';
		return pmu_event(pmu, dot + 1, ev);
	}
	return false;
}

/* The perf_event_attr of an event sampled every count events in mode. */
static struct perf_event_attr cpc_attr(const struct cpc_event *ev, enum cpc_mode mode, uint64_t count)
{
	struct perf_event_attr attr = {
		.size = sizeof(attr),
		.type = ev->type,
		.config = ev->config,
		.config1 = ev->config1,
		.config2 = ev->config2,
		.sample_period = count,
		.exclude_user = mode == CPC_KERNEL,
		.exclude_kernel = mode == CPC_USER,
		.exclude_hv = mode == CPC_USER,
		.pinned = ev->counter,
		.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED | PERF_FORMAT_TOTAL_TIME_RUNNING,
	};

	return attr;
}

/* 0 if this machine can sample ev on this CPU, else a negative errno. */
static int cpc_available(const struct cpc_event *ev)
{
	struct perf_event_attr attr = cpc_attr(ev, CPC_ALL, ev->example);
	int cpu = sched_getcpu(), fd;

	attr.disabled = 1;
	fd = (int)syscall(SYS_perf_event_open, &attr, -1, cpu < 0 ? 0 : cpu, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return -errno;
	close(fd);
	return 0;
}

/* True if a hardware PMU (one with the generic events) is there at all. */
static bool cpc_have_pmu(void)
{
	return access(PMU_DIR "/cpu", F_OK) == 0 || access(PMU_DIR "/cpu_core", F_OK) == 0 ||
	       access(PMU_DIR "/armv8_pmuv3_0", F_OK) == 0;
}

static int offer(const struct provider *prv, struct host *h, probe_visit_fn *visit, const char *name)
{
	struct probe p = {
		.prov = "cpc", .mod = "", .func = "", .name = name,
		.prv = prv,
		.nargs = 2,
	};

	return visit(h, &p);
}

/*
 * The events this machine can sample, as listing names them: found once
 * (opening each event is a system call, and a description without a
 * provider lists every provider's probes), kept for the process's life.
 */
static struct {
	char **names;
	size_t n, cap;
	bool done;
} cpc_avail;

static void avail_add(const char *event, const struct cpc_event *ev)
{
	if (cpc_available(ev))
		return;
	if (cpc_avail.n == cpc_avail.cap) {
		cpc_avail.cap = cpc_avail.cap ? cpc_avail.cap * 2 : 32;
		cpc_avail.names = xrealloc(cpc_avail.names, cpc_avail.cap * sizeof(*cpc_avail.names));
	}
	cpc_avail.names[cpc_avail.n++] = xasprintf("%s-all-%llu", event, (unsigned long long)ev->example);
}

static void avail_find(void)
{
	struct cpc_event ev;
	DIR *d;
	struct dirent *de;

	cpc_avail.done = true;
	for (size_t i = 0; i < ARRAY_LEN(cpc_generic); i++)
		if (cpc_lookup(cpc_generic[i].name, &ev))
			avail_add(cpc_generic[i].name, &ev);
	for (size_t c = 0; c < ARRAY_LEN(cache_names); c++)
		for (size_t op = 0; op < ARRAY_LEN(cache_ops); op++)
			for (int miss = 0; miss < 2; miss++) {
				char name[64];

				if (miss)
					snprintf(name, sizeof(name), "%s-%s-misses", cache_names[c], cache_ops[op]);
				else
					snprintf(name, sizeof(name), "%s-%s", cache_names[c], cache_ops_plural[op]);
				if (cpc_lookup(name, &ev))
					avail_add(name, &ev);
			}
	d = opendir(PMU_DIR);
	while (d && (de = readdir(d))) {
		char path[512];
		DIR *ed;
		struct dirent *ee;

		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), PMU_DIR "/%s/events", de->d_name);
		ed = opendir(path);
		while (ed && (ee = readdir(ed))) {
			char name[2 * sizeof(ee->d_name) + 2];

			/* NAME.scale, NAME.unit, ... describe NAME */
			if (ee->d_name[0] == '.' || strchr(ee->d_name, '.'))
				continue;
			snprintf(name, sizeof(name), "%s.%s", de->d_name, ee->d_name);
			if (cpc_lookup(name, &ev))
				avail_add(name, &ev);
		}
		if (ed)
			closedir(ed);
	}
	if (d)
		closedir(d);
}

static int cpc_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	int err = 0;

	if (!cpc_avail.done)
		avail_find();
	for (size_t i = 0; i < cpc_avail.n && !err; i++)
		err = offer(prv, h, visit, cpc_avail.names[i]);
	return err;
}

/* Why this machine cannot have probe name, on stderr. */
static void cpc_refuse(const char *name, const char *fmt, const char *event, int err)
{
	fprintf(stderr, "dtrace: cpc:::%s: ", name);
	fprintf(stderr, fmt, event);
	if (err)
		fprintf(stderr, " (perf_event_open: %s)", strerror(-err));
	fputc('\n', stderr);
}

/* Any EVENT-MODE-COUNT this machine can sample exists as soon as a description names it. */
static int cpc_match(const struct provider *prv, struct host *h, const char *const pd[4],
		     probe_visit_fn *visit)
{
	struct cpc_spec sp;
	struct cpc_event ev;
	int err;

	if ((pd[1][0] && strcmp(pd[1], "*")) || (pd[2][0] && strcmp(pd[2], "*")))
		return 0;
	if (strpbrk(pd[3], "*?[\\") || !cpc_parse(pd[3], &sp))
		return 0;
	if (!cpc_lookup(sp.event, &ev)) {
		cpc_refuse(pd[3], "%s is not an event of this machine's perf interface "
				  "(dtrace -l -P cpc lists those it has)", sp.event, 0);
		return 0;
	}
	if (sp.has_mask && !(ev.pmu && ev.umask_bits)) {
		cpc_refuse(pd[3], "a unit mask applies only to a PMU's own events that have one, "
				  "not to %s", sp.event, 0);
		return 0;
	}
	if (sp.count < ev.min) {
		fprintf(stderr, "dtrace: cpc:::%s: count %llu is below the minimum of %llu for %s: "
				"a smaller count would swamp the CPU with counter interrupts\n",
			pd[3], (unsigned long long)sp.count, (unsigned long long)ev.min, sp.event);
		return 0;
	}
	err = cpc_available(&ev);
	if (err == -ENOENT && ev.counter && !cpc_have_pmu())
		cpc_refuse(pd[3], "%s needs a hardware PMU, and this machine has none (a virtual "
				  "machine usually has no PMU of its own)", sp.event, err);
	else if (err == -EOPNOTSUPP || err == -ENOENT || err == -EINVAL)
		cpc_refuse(pd[3], "this machine's PMU cannot sample %s", sp.event, err);
	else if (err)
		cpc_refuse(pd[3], "%s cannot be sampled here", sp.event, err);
	if (err)
		return 0;
	return offer(prv, h, visit, pd[3]);
}

static int cpc_plan(struct host *h, struct probe **probes, uint32_t n)
{
	return prov_plan_perf(h, &prov_cpc, probes, n);
}

/* A pinned event that got no counter is in error: reading it gives end of file. */
static bool cpc_counting(int fd)
{
	uint64_t v[3];

	return read(fd, v, sizeof(v)) == (ssize_t)sizeof(v);
}

static int cpc_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct probe *p = ap->probes[0];
	struct attach_perf *pf = ap->rt;
	struct cpc_spec sp;
	struct cpc_event ev;
	struct perf_event_attr attr;
	int err;

	if (!cpc_parse(p->name, &sp) || !cpc_lookup(sp.event, &ev))
		return -EINVAL; /* cpc_match made it: cannot happen */
	attr = cpc_attr(&ev, sp.mode, sp.count);
	if (sp.has_mask)
		attr.config = (attr.config & ~(ev.umask_bits << ev.umask_shift)) |
			      ((sp.mask & ev.umask_bits) << ev.umask_shift);
	err = attach_perf_open(s, &attr, false, prog_fd, ap->name, pf);
	if (err)
		return err;
	for (int i = 0; ev.counter && i < pf->nfds; i++)
		if (!cpc_counting(pf->fds[i])) {
			fprintf(stderr, "dtrace: probe %s: the PMU of CPU %d has no free counter for it "
					"(too many cpc probes enabled, or counters held by another user)\n",
				ap->name, s->cpus[i]);
			attach_perf_close(pf);
			return -EBUSY;
		}
	return 0;
}

/* Says so if a counter stopped counting or was shared while tracing, then closes. */
static void cpc_detach(struct session *s, struct attach_point *ap)
{
	struct attach_perf *pf = ap->rt;

	for (int i = 0; pf && i < pf->nfds; i++) {
		uint64_t v[3];
		ssize_t n = read(pf->fds[i], v, sizeof(v));

		if (n == 0) {
			fprintf(stderr, "dtrace: probe %s: lost its counter on CPU %d while tracing "
					"(taken by another user of the PMU): it missed events\n",
				ap->name, s->cpus[i]);
			break; /* once is enough */
		}
		if (n == (ssize_t)sizeof(v) && v[2] < v[1]) {
			fprintf(stderr, "dtrace: probe %s: counted %llu%% of the time on CPU %d "
					"(the PMU multiplexed its counters): it missed events\n",
				ap->name, (unsigned long long)(v[2] * 100 / v[1]), s->cpus[i]);
			break;
		}
	}
	attach_detach_perf(s, ap);
}

const struct provider prov_cpc = {
	.name = "cpc",
	.list = cpc_list,
	.match = cpc_match,
	.plan = cpc_plan,
	.attach = cpc_attach,
	.detach = cpc_detach,
};
