/*
 * load.c - maps and programs into the kernel (runtime stage 1 of 4:
 * load, attach, consume, print).
 *
 * Input: struct prog_desc from the compiler. Map references in the
 * programs are BPF_LD_IMM64 with src_reg BPF_PSEUDO_MAP_FD or
 * BPF_PSEUDO_MAP_VALUE and imm = index into maps[]; they are patched to
 * the created maps' fds in a copy of the instructions. A program the
 * verifier rejects is reported with the D source position of the
 * instruction it stopped at (prog.insn_pos) and the verifier's last line;
 * -v prints the whole log.
 */
#include "load.h"

#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <linux/btf.h>
#include <bpf/libbpf.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "../base/util.h"
#include "../sym/sym.h"
#include "kfeat.h"
#include "provider.h"

#define LOAD_LOG_SIZE (16u << 20)


/* ---- the bpf(2) calls that create (load.h) ---- */

/* bpf(cmd, attr); an fd below 3 (stdin closed) is moved up, as libbpf does. */
static int sys_bpf_fd(int cmd, union bpf_attr *attr)
{
	int fd = (int)syscall(__NR_bpf, cmd, attr, sizeof(*attr));

	if (fd >= 0 && fd < 3) {
		int up = fcntl(fd, F_DUPFD_CLOEXEC, 3), err = errno;

		close(fd);
		errno = err;
		fd = up;
	}
	return fd;
}

/* After EPERM: raises RLIMIT_MEMLOCK if it is finite (kernels before 5.11 charge it); true if raised. */
static bool raise_memlock(void)
{
	static bool raised;
	struct rlimit rl;

	if (raised || getrlimit(RLIMIT_MEMLOCK, &rl) < 0 || rl.rlim_cur == RLIM_INFINITY)
		return false;
	raised = true;
	rl.rlim_cur = rl.rlim_max = RLIM_INFINITY;
	return setrlimit(RLIMIT_MEMLOCK, &rl) == 0;
}

/* bpf(cmd, attr), once more after EPERM if that raised RLIMIT_MEMLOCK; up to 5 tries on EAGAIN. */
static int sys_bpf_create(int cmd, union bpf_attr *attr)
{
	int fd, tries = 5;

	do
		fd = sys_bpf_fd(cmd, attr);
	while (fd < 0 && errno == EAGAIN && --tries > 0);
	if (fd < 0 && errno == EPERM) {
		if (raise_memlock())
			fd = sys_bpf_fd(cmd, attr);
		else
			errno = EPERM;
	}
	return fd;
}

int load_bpf_prog(enum bpf_prog_type type, const char *name, const struct bpf_insn *insns, size_t ninsns,
		  const struct bpf_prog_load_opts *opts)
{
	union bpf_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.prog_type = type;
	attr.insns = (uint64_t)(uintptr_t)insns;
	attr.insn_cnt = (uint32_t)ninsns;
	attr.license = (uint64_t)(uintptr_t)"GPL";
	if (name)
		snprintf(attr.prog_name, sizeof(attr.prog_name), "%s", name);
	if (opts) {
		attr.expected_attach_type = opts->expected_attach_type;
		attr.prog_flags = opts->prog_flags;
		attr.kern_version = opts->kern_version;
		attr.prog_ifindex = opts->prog_ifindex;
		attr.attach_btf_id = opts->attach_btf_id;
		if (opts->attach_prog_fd)
			attr.attach_prog_fd = opts->attach_prog_fd;
		else
			attr.attach_btf_obj_fd = opts->attach_btf_obj_fd;
		attr.prog_btf_fd = opts->prog_btf_fd;
		attr.func_info = (uint64_t)(uintptr_t)opts->func_info;
		attr.func_info_cnt = opts->func_info_cnt;
		attr.func_info_rec_size = opts->func_info_rec_size;
		attr.fd_array = (uint64_t)(uintptr_t)opts->fd_array;
		attr.log_level = opts->log_level;
		attr.log_size = opts->log_size;
		attr.log_buf = (uint64_t)(uintptr_t)opts->log_buf;
	}
	return sys_bpf_create(BPF_PROG_LOAD, &attr);
}

int load_bpf_map(enum bpf_map_type type, const char *name, uint32_t key_size, uint32_t value_size,
		 uint32_t max_entries, const struct bpf_map_create_opts *opts)
{
	union bpf_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.map_type = type;
	attr.key_size = key_size;
	attr.value_size = value_size;
	attr.max_entries = max_entries;
	if (name)
		snprintf(attr.map_name, sizeof(attr.map_name), "%s", name);
	if (opts) {
		attr.map_flags = opts->map_flags;
		attr.btf_fd = opts->btf_fd;
		attr.btf_key_type_id = opts->btf_key_type_id;
		attr.btf_value_type_id = opts->btf_value_type_id;
		attr.btf_vmlinux_value_type_id = opts->btf_vmlinux_value_type_id;
		attr.inner_map_fd = opts->inner_map_fd;
		attr.numa_node = opts->numa_node;
		attr.map_ifindex = opts->map_ifindex;
		attr.map_extra = opts->map_extra;
	}
	return sys_bpf_create(BPF_MAP_CREATE, &attr);
}

/* The ring buffer's size: bufsize rounded up to a power of two, at least a page. */
static uint32_t ring_size(uint64_t bufsize)
{
	uint64_t size = (uint64_t)sysconf(_SC_PAGESIZE);

	while (size < bufsize && size < (1ull << 31))
		size <<= 1;
	return (uint32_t)size;
}

static void privilege_hint(int err)
{
	if (err == -EPERM && geteuid() != 0)
		fprintf(stderr, "dtrace: failed to initialize dtrace: DTrace requires additional "
				"privileges\n");
}

/* Writes the probe names of every enabled probe, at key = probe id. */
static int fill_probe_names(struct session *s, int fd, const struct map_spec *ms)
{
	struct host *h = &s->host;

	for (uint32_t p = 0; p < h->npoints; p++) {
		for (uint32_t i = 0; i < h->points[p]->nprobes; i++) {
			const struct probe *prb = h->points[p]->probes[i];
			struct probe_names pn = { 0 };
			uint32_t key = prb->id;

			if (key >= ms->max_entries || ms->value_size < sizeof(pn))
				continue;
			snprintf(pn.prov, sizeof(pn.prov), "%s", prb->prov);
			snprintf(pn.mod, sizeof(pn.mod), "%s", prb->mod);
			snprintf(pn.func, sizeof(pn.func), "%s", prb->func);
			snprintf(pn.name, sizeof(pn.name), "%s", prb->name);
			if (bpf_map_update_elem(fd, &key, &pn, BPF_ANY) < 0) {
				int err = -errno;

				fprintf(stderr, "dtrace: map %s: cannot store probe names: %s\n",
					ms->name, strerror(-err));
				return err;
			}
		}
	}
	return 0;
}

/*
 * walltimestamp = ktime_get_ns() (CLOCK_MONOTONIC) + the offset the
 * globals value starts with (check.h: CHECK_GLOBALS_RESERVED).
 */
static int store_epoch_offset(int fd, const struct map_spec *ms)
{
	struct timespec mono, real;
	uint8_t *val = xcalloc(1, ms->value_size);
	uint32_t key = 0;
	int64_t off;
	int err = 0;

	clock_gettime(CLOCK_MONOTONIC, &mono);
	clock_gettime(CLOCK_REALTIME, &real);
	off = ((int64_t)real.tv_sec - mono.tv_sec) * 1000000000ll + (real.tv_nsec - mono.tv_nsec);
	if (ms->value_size >= sizeof(off)) {
		memcpy(val, &off, sizeof(off));
		if (bpf_map_update_elem(fd, &key, val, BPF_ANY) < 0) {
			err = -errno;
			fprintf(stderr, "dtrace: map %s: cannot store the time of day: %s\n", ms->name,
				strerror(-err));
		}
	}
	free(val);
	return err;
}

/*
 * How the programs use each map: some program, a perf-event program (which
 * may run in NMI context), a trace-type program (all but fentry/fexit and
 * tp_btf: those the verifier's preallocation check covers, kfeat.h).
 */
enum { MAP_USED = 1, MAP_USED_IN_NMI = 2, MAP_USED_IN_TRACE = 4 };

static uint8_t *map_uses(const struct prog_desc *pd)
{
	uint8_t *use = xcalloc(pd->nmaps + 1, 1);

	for (uint32_t p = 0; p < pd->nprogs; p++) {
		const struct prog *pr = &pd->progs[p];

		for (uint32_t i = 0; i + 1 < pr->ninsns; i++) {
			const struct bpf_insn *in = &pr->insns[i];

			if (in->code != (BPF_LD | BPF_DW | BPF_IMM))
				continue;
			if ((in->src_reg == BPF_PSEUDO_MAP_FD || in->src_reg == BPF_PSEUDO_MAP_VALUE) &&
			    (uint32_t)in->imm < pd->nmaps)
				use[in->imm] |= MAP_USED |
						(pr->type == PROG_PERF_EVENT ? MAP_USED_IN_NMI : 0) |
						(pr->type != PROG_TRACING ? MAP_USED_IN_TRACE : 0);
			i++;
		}
	}
	/* a map in a set (an aggregation's, an associative array's) is used where its set is */
	for (uint32_t i = 0; i < pd->nmaps; i++)
		if (pd->maps[i].set)
			use[i] |= use[pd->maps[i].set - 1];
	return use;
}

/*
 * The most kernel memory all associative arrays' maps that are
 * preallocated (those of perf-event programs; every one where 5.10 wants
 * trace-type programs' maps so) take together: a hundred arrays, each
 * sized for dynvarsize, would otherwise take hundreds of MB when made (and
 * seconds). DTrace's dynvarsize is the space of all dynamic variables
 * together; here each array gets its share of this, 64 entries at least,
 * and an element beyond it is a dynamic variable drop, counted.
 */
#define ASSOC_PREALLOC_ALL (64u << 20)

/*
 * How many entries of hash map ms max bytes hold preallocated: 64 at
 * least, at most as many as it asks.
 */
static uint32_t prealloc_entries(const struct map_spec *ms, uint32_t ncpus, uint64_t max)
{
	/* the kernel's element: its header, the key, and the value or a pointer to the per-CPU values */
	uint64_t per = 48 + ALIGN_UP(ms->key_size, 8) +
		       (ms->type == BPF_MAP_TYPE_PERCPU_HASH ? 8 + (uint64_t)ALIGN_UP(ms->value_size, 8) * ncpus
							     : ALIGN_UP(ms->value_size, 8));
	uint64_t n = max / per;

	if (n < 64)
		n = 64;
	return n < ms->max_entries ? (uint32_t)n : ms->max_entries;
}

/* How many entries associative array map ms has preallocated: its share of ASSOC_PREALLOC_ALL. */
static uint32_t assoc_prealloc_entries(const struct session *s, const struct map_spec *ms)
{
	uint64_t n = 0;

	for (uint32_t k = 0; k < s->pd->nmaps; k++)
		n += s->pd->maps[k].role == MAPR_ASSOC && (s->pd->maps[k].type == BPF_MAP_TYPE_HASH ||
							  s->pd->maps[k].type == BPF_MAP_TYPE_PERCPU_HASH);
	return prealloc_entries(ms, s->ncpus, ASSOC_PREALLOC_ALL / (n ? n : 1));
}

/* Updates of a set, shared among FILL_THREADS threads: thread t stores slots t, t + FILL_THREADS, ... */
#define FILL_THREADS 32

struct fill_job {
	int set_fd;
	const uint32_t *slots;
	const int *fds;
	uint32_t n, first;
	int err;
};

static void *fill_some(void *arg)
{
	struct fill_job *j = arg;

	for (uint32_t k = j->first; k < j->n && !j->err; k += FILL_THREADS)
		if (bpf_map_update_elem(j->set_fd, &j->slots[k], &j->fds[k], BPF_ANY) < 0)
			j->err = -errno;
	return NULL;
}

/*
 * Stores n maps in set_fd one update at a time, from FILL_THREADS threads:
 * each update waits for an RCU grace period, and the waits of updates made
 * at once end together (on 5.10 under qemu's TCG, 140 associative arrays
 * one after the other took more than 30 s). A thread that cannot start
 * leaves its share to this one.
 */
static int fill_one_by_one(int set_fd, const uint32_t *slots, const int *fds, uint32_t n)
{
	struct fill_job jobs[FILL_THREADS];
	pthread_t th[FILL_THREADS];
	bool started[FILL_THREADS] = { false };
	int err = 0;

	for (uint32_t t = 0; t < FILL_THREADS && t < n; t++) {
		jobs[t] = (struct fill_job){ set_fd, slots, fds, n, t, 0 };
		started[t] = pthread_create(&th[t], NULL, fill_some, &jobs[t]) == 0;
	}
	for (uint32_t t = 0; t < FILL_THREADS && t < n; t++) {
		if (started[t])
			pthread_join(th[t], NULL);
		else
			fill_some(&jobs[t]);
		if (jobs[t].err && !err)
			err = jobs[t].err;
	}
	return err;
}

/*
 * Puts the maps of set i (aggregations' or associative arrays', made
 * before it: cg_agg.c, cg.c) in their slots. The kernel waits for an RCU grace period after each update of a
 * map of maps (17 ms here: 4 s for 250 aggregations), once for a batch;
 * where it has no batch update for them (5.10), one at a time, from
 * several threads at once.
 */
static int fill_set(struct session *s, uint32_t i)
{
	const struct map_spec *set = &s->pd->maps[i];
	uint32_t *slots = xcalloc(set->max_entries + 1, sizeof(*slots));
	int *fds = xcalloc(set->max_entries + 1, sizeof(*fds));
	uint32_t n = 0, done;
	int err = 0;

	for (uint32_t k = 0; k < s->pd->nmaps && n < set->max_entries; k++) {
		const struct map_spec *m = &s->pd->maps[k];

		if (m->set == i + 1) {
			slots[n] = m->slot;
			fds[n++] = s->map_fds[k];
		}
	}
	done = n;
	if (bpf_map_update_batch(s->map_fds[i], slots, fds, &done, NULL) < 0)
		err = fill_one_by_one(s->map_fds[i], slots, fds, n);
	if (err)
		fprintf(stderr, "dtrace: map %s: cannot store %s map: %s\n", set->name,
			set->role == MAPR_AGGSET ? "an aggregation's" : "an associative array's", strerror(-err));
	free(slots);
	free(fds);
	return err;
}

/*
 * The most kernel memory an aggregation's map is preallocated with (those
 * of values over 256 bytes: cg_agg.c); a larger one is allocated as used.
 * Making it costs about 1 ms a MB: at the default aggsize (4m), about
 * 4000 quantize() keys, 8.5 MB on 2 CPUs, made in 6 to 14 ms; at
 * aggsize=512m it took 7.5 s.
 */
#define AGG_PREALLOC_MAX (32u << 20)

/*
 * All aggregations' maps together are preallocated with at most this much:
 * up to four have AGG_PREALLOC_MAX each, more share it out (hundreds of
 * histograms, each preallocated up to AGG_PREALLOC_MAX, would ask for
 * gigabytes).
 */
#define AGG_PREALLOC_ALL (4 * AGG_PREALLOC_MAX)

/* The most an aggregation's map is preallocated with, among the session's aggregations. */
static uint64_t agg_prealloc_max(const struct session *s)
{
	uint64_t n = s->pd->naggs ? s->pd->naggs : 1;

	return AGG_PREALLOC_ALL / n < AGG_PREALLOC_MAX ? AGG_PREALLOC_ALL / n : AGG_PREALLOC_MAX;
}

/*
 * Creates map i, unless no program uses it and userspace has no use for it
 * either (the ring buffer and aggregations are always read). Variable maps
 * grow on demand rather than being preallocated (creating a preallocated
 * 64k-entry hash costs milliseconds of startup), except where a
 * perf-event program, which may run in NMI context, uses them, and the
 * thread-locals' map when the compiler asks for it preallocated (scalar
 * values: cg.c). Aggregations of large values are preallocated up to
 * agg_prealloc_max(). Where the kernel wants trace-type programs' hash maps
 * preallocated (5.10: it refuses perf-event programs others and warns in
 * its log for the rest, kfeat.h), every one they use is; an aggregation's
 * then has as many entries as agg_prealloc_max() holds, if fewer than asked
 * (a key beyond them is an aggregation drop, counted). A set of maps
 * (MAPR_AGGSET, MAPR_ASSOCSET) is made after its maps, the first its
 * template; its maps are used where it is (map_uses), so that they are
 * all made with the same flags, as the kernel wants.
 */
static int create_map(struct session *s, uint32_t i, uint8_t use)
{
	const struct map_spec *ms = &s->pd->maps[i];
	LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = ms->flags);
	uint32_t max_entries = ms->max_entries;
	uint32_t key = 0;
	int fd, err = 0;

	if (!use && ms->role != MAPR_RING && ms->role != MAPR_AGG)
		return 0;
	if (ms->role == MAPR_AGGSET || ms->role == MAPR_ASSOCSET) /* a template of the set's maps: the first */
		opts.inner_map_fd = (uint32_t)s->map_fds[ms->slot];
	if ((ms->role == MAPR_ASSOC || (ms->role == MAPR_TLS && (ms->flags & BPF_F_NO_PREALLOC))) &&
	    (ms->type == BPF_MAP_TYPE_HASH || ms->type == BPF_MAP_TYPE_PERCPU_HASH)) {
		/*
		 * A perf-event program (profile, tick, cpc) runs in interrupt or NMI
		 * context, where a map that allocates as it grows has only a few
		 * elements cached per CPU: ten new elements in one firing lost most
		 * of them as dynamic variable drops. Preallocated there.
		 */
		if (use & MAP_USED_IN_NMI)
			opts.map_flags &= ~(uint32_t)BPF_F_NO_PREALLOC;
		else
			opts.map_flags |= BPF_F_NO_PREALLOC;
	}
	if (ms->role == MAPR_AGG && ms->type == BPF_MAP_TYPE_PERCPU_HASH && !(ms->flags & BPF_F_NO_PREALLOC) &&
	    (uint64_t)max_entries * ((uint64_t)ms->value_size * (uint64_t)s->ncpus + ms->key_size) >
		    agg_prealloc_max(s))
		opts.map_flags |= BPF_F_NO_PREALLOC;
	/* a trace-type program's hash maps, where the kernel wants them preallocated (kfeat.h) */
	if ((opts.map_flags & BPF_F_NO_PREALLOC) && (use & MAP_USED_IN_TRACE) && !kfeat_trace_noprealloc()) {
		opts.map_flags &= ~(uint32_t)BPF_F_NO_PREALLOC;
		if (ms->role == MAPR_AGG)
			max_entries = prealloc_entries(ms, s->ncpus, agg_prealloc_max(s));
	}
	if (ms->role == MAPR_ASSOC && !(opts.map_flags & BPF_F_NO_PREALLOC) &&
	    (ms->type == BPF_MAP_TYPE_HASH || ms->type == BPF_MAP_TYPE_PERCPU_HASH))
		max_entries = assoc_prealloc_entries(s, ms);
	if (ms->role == MAPR_RING)
		max_entries = ring_size(s->opt.bufsize);
	if (ms->role == MAPR_STRTAB)
		opts.map_flags |= BPF_F_RDONLY_PROG; /* constant strings: bpf_strncmp() wants them so */
	if (ms->role == MAPR_TSTORE)
		fd = load_tstore_create(ms->name, ms->value_size);
	else
		fd = load_bpf_map(ms->type, ms->name, ms->key_size, ms->value_size, max_entries, &opts);
	if (fd < 0) {
		err = -errno;
		fprintf(stderr, "dtrace: cannot create map %s: %s\n", ms->name, strerror(-err));
		privilege_hint(err);
		return err;
	}
	s->map_fds[i] = fd;
	if (ms->role == MAPR_PROBES)
		err = fill_probe_names(s, fd, ms);
	if (ms->role == MAPR_GLOBALS)
		err = store_epoch_offset(fd, ms);
	if (ms->role == MAPR_AGGSET || ms->role == MAPR_ASSOCSET)
		err = fill_set(s, i);
	if (ms->init && bpf_map_update_elem(fd, &key, ms->init, BPF_ANY) < 0) {
		err = -errno;
		fprintf(stderr, "dtrace: map %s: cannot store its initial value: %s\n", ms->name,
			strerror(-err));
	}
	if (!err && ms->role == MAPR_STRTAB && bpf_map_freeze(fd) < 0) {
		err = -errno;
		fprintf(stderr, "dtrace: map %s: cannot freeze: %s\n", ms->name, strerror(-err));
	}
	return err;
}

/* The program's own instructions (prog.imms) with map indices in LD_IMM64 replaced by map fds. */
static struct bpf_insn *patch_maps(struct session *s, const struct prog *p, int ring_fd)
{
	struct bpf_insn *insns = xmalloc(sizeof(*insns) * (p->ninsns ? p->ninsns : 1));

	prog_insns_copy(p, insns);
	for (uint32_t i = 0; i + 1 < p->ninsns; i++) {
		struct bpf_insn *in = &insns[i];

		if (in->code != (BPF_LD | BPF_DW | BPF_IMM))
			continue;
		if ((in->src_reg == BPF_PSEUDO_MAP_FD || in->src_reg == BPF_PSEUDO_MAP_VALUE) &&
		    (uint32_t)in->imm < s->pd->nmaps)
			in->imm = s->pd->maps[in->imm].role == MAPR_RING && ring_fd >= 0 ?
					  ring_fd : s->map_fds[in->imm];
		i++;
	}
	return insns;
}

static enum bpf_prog_type bpf_type(enum prog_type t)
{
	switch (t) {
	case PROG_TRACEPOINT:
		return BPF_PROG_TYPE_TRACEPOINT;
	case PROG_PERF_EVENT:
		return BPF_PROG_TYPE_PERF_EVENT;
	case PROG_RAW_TP:
		return BPF_PROG_TYPE_RAW_TRACEPOINT;
	case PROG_KPROBE:
		return BPF_PROG_TYPE_KPROBE;
	case PROG_TRACING:
		return BPF_PROG_TYPE_TRACING;
	}
	unreachable();
}

/*
 * A task storage map (MAPR_TSTORE) of value_size bytes. The kernel wants
 * BTF for its key and value: a blob made here holds an int (the key) and
 * an array of u64 (the value), loaded with BPF_BTF_LOAD; the map keeps a
 * reference to it, so the fd is closed once the map exists. Returns the
 * map's fd, or -1 with errno set.
 */
int load_tstore_create(const char *name, uint32_t value_size)
{
	struct btf *btf = btf__new_empty();
	int key_id, u64_id, val_id, btf_fd = -1, fd = -1, err = ENOMEM;
	union bpf_attr attr;
	uint32_t size = 0;

	if (!btf)
		return -1;
	key_id = btf__add_int(btf, "int", 4, BTF_INT_SIGNED);
	u64_id = btf__add_int(btf, "unsigned long long", 8, 0);
	val_id = key_id > 0 && u64_id > 0 ? btf__add_array(btf, key_id, u64_id, value_size / 8) : -1;
	memset(&attr, 0, sizeof(attr));
	attr.btf = (uint64_t)(uintptr_t)(val_id > 0 ? btf__raw_data(btf, &size) : NULL);
	attr.btf_size = size;
	if (attr.btf) /* BPF_BTF_LOAD here, not btf__load_into_kernel: no libbpf feature probes */
		btf_fd = sys_bpf_create(BPF_BTF_LOAD, &attr);
	if (btf_fd >= 0) {
		LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = BPF_F_NO_PREALLOC,
			    .btf_fd = (uint32_t)btf_fd, .btf_key_type_id = (uint32_t)key_id,
			    .btf_value_type_id = (uint32_t)val_id);

		fd = load_bpf_map(BPF_MAP_TYPE_TASK_STORAGE, name, 4, value_size, 0, &opts);
		err = fd < 0 ? errno : 0;
		close(btf_fd);
	} else if (attr.btf) {
		err = errno;
	}
	btf__free(btf);
	errno = err;
	return fd;
}



/*
 * A program with functions (prog.funcs) is loaded with BTF that
 * describes them: a FUNC of global linkage each (of static linkage for a
 * helper's callback), taking and returning long, and a static FUNC for
 * the program itself; func_info (nfuncs + 1
 * entries, filled here) says where each starts. The kernel verifies a
 * global function once, apart from its callers. Returns the BTF's fd, or
 * -1 with errno set.
 */
static int load_func_btf(const struct prog *p, struct bpf_func_info *info)
{
	struct btf *btf = btf__new_empty();
	int long_id, proto, id, fd = -1, err = ENOMEM;
	union bpf_attr attr;
	uint32_t size = 0;

	if (!btf)
		return -1;
	long_id = btf__add_int(btf, "long", 8, BTF_INT_SIGNED);
	proto = long_id > 0 ? btf__add_func_proto(btf, long_id) : -1;
	id = proto > 0 ? btf__add_func(btf, "dtrace_main", BTF_FUNC_STATIC, proto) : -1;
	info[0].insn_off = 0;
	info[0].type_id = (uint32_t)id;
	for (uint32_t f = 0; f < p->nfuncs && id > 0; f++) {
		proto = btf__add_func_proto(btf, long_id);
		for (uint32_t a = 0; a < p->funcs[f].nargs && proto > 0; a++) {
			char name[16];

			snprintf(name, sizeof(name), "a%u", a);
			if (btf__add_func_param(btf, name, long_id) < 0)
				proto = -1;
		}
		id = proto > 0 ? btf__add_func(btf, p->funcs[f].name,
					       p->funcs[f].callback ? BTF_FUNC_STATIC : BTF_FUNC_GLOBAL, proto)
			       : -1;
		info[f + 1].insn_off = p->funcs[f].insn;
		info[f + 1].type_id = (uint32_t)id;
	}
	memset(&attr, 0, sizeof(attr));
	attr.btf = (uint64_t)(uintptr_t)(id > 0 ? btf__raw_data(btf, &size) : NULL);
	attr.btf_size = size;
	if (attr.btf) {
		fd = sys_bpf_create(BPF_BTF_LOAD, &attr);
		err = fd < 0 ? errno : 0;
	}
	btf__free(btf);
	errno = err;
	return fd;
}

/* True if insns call bpf_copy_from_user() (cg_read_user's page faulting). */
static bool calls_copy_from_user(const struct bpf_insn *insns, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (insns[i].code == (BPF_JMP | BPF_CALL) && insns[i].src_reg == 0 &&
		    insns[i].imm == BPF_FUNC_copy_from_user)
			return true;
	return false;
}

/* A program that cannot sleep after all: its page-faulting calls read as a retry does. */
static void unsleep(struct bpf_insn *insns, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (insns[i].code == (BPF_JMP | BPF_CALL) && insns[i].src_reg == 0 &&
		    insns[i].imm == BPF_FUNC_copy_from_user)
			insns[i].imm = BPF_FUNC_probe_read_user;
}

/* The index of the last instruction the verifier log shows ("N: (xx) ..."), or -1. */
static long last_insn(const char *log)
{
	long last = -1;

	for (const char *line = log; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL) {
		char *end;
		long n;

		if (!isdigit((unsigned char)*line))
			continue;
		n = strtol(line, &end, 10);
		if (end[0] == ':' && end[1] == ' ' && end[2] == '(')
			last = n;
	}
	return last;
}

/* Copies the last line of the log that says why (not the statistics) into buf. */
static void last_reason(const char *log, char *buf, size_t len)
{
	const char *best = NULL, *best_end = NULL;

	buf[0] = '\0';
	for (const char *line = log; line && *line;) {
		const char *end = strchr(line, '\n');

		if (!end)
			end = line + strlen(line);
		if (end > line && strncmp(line, "processed ", 10) != 0 &&
		    strncmp(line, "verification time", 17) != 0 &&
		    strncmp(line, "stack depth", 11) != 0) {
			best = line;
			best_end = end;
		}
		line = *end ? end + 1 : NULL;
	}
	if (best)
		snprintf(buf, len, "%.*s", (int)(best_end - best), best);
}

static void report_rejection(struct session *s, const struct prog *p, const char *log, int err,
			     const char *const *srcnames, uint32_t nsrcs)
{
	long insn = last_insn(log);
	char reason[512], where[256] = "";

	last_reason(log, reason, sizeof(reason));
	if (insn >= 0 && (uint64_t)insn < p->ninsns && p->insn_pos && p->insn_pos[insn].line) {
		struct srcpos pos = p->insn_pos[insn];

		snprintf(where, sizeof(where), " at %s:%u:%u",
			 pos.file < nsrcs && srcnames[pos.file] ? srcnames[pos.file] : "<command line>",
			 pos.line, pos.col);
	}
	if (s->opt.verbose && log[0])
		fprintf(stderr, "%s", log);
	if (reason[0])
		fprintf(stderr, "dtrace: failed to load program for %s: rejected by the kernel verifier%s: %s\n",
			p->ap ? p->ap->name : p->name, where, reason);
	else if (err == -E2BIG) /* the kernel's limit on a program's instructions */
		fprintf(stderr, "dtrace: failed to load program for %s: the program is too large "
			"(%u instructions; the kernel takes at most %u)\n",
			p->ap ? p->ap->name : p->name, p->ninsns, 1000000u);
	else
		fprintf(stderr, "dtrace: failed to load program for %s: %s\n",
			p->ap ? p->ap->name : p->name, strerror(-err));
	privilege_hint(err);
}

/*
 * dtrace:::ERROR records go to a ring of their own: the consumer runs ERROR
 * when it meets a fault record and prints ERROR's output at once, before
 * the records that the faulting probe sent after the fault.
 */
static bool is_error_prog(const struct prog *p)
{
	return p->ap && p->ap->prv == &prov_dtrace && p->ap->probes[0]->id == PROV_DTRACE_ERROR;
}

static int create_error_ring(struct session *s)
{
	int ring = session_map_index(s, MAPR_RING);
	int fd;

	for (uint32_t i = 0; i < s->pd->nprogs; i++) {
		if (!is_error_prog(&s->pd->progs[i]) || ring < 0)
			continue;
		fd = load_bpf_map(BPF_MAP_TYPE_RINGBUF, "error_ring", 0, 0,
				    ring_size(s->opt.bufsize / 4), NULL);
		if (fd < 0) {
			int err = -errno;

			fprintf(stderr, "dtrace: cannot create map error_ring: %s\n", strerror(-err));
			return err;
		}
		s->error_ring_fd = fd;
		break;
	}
	return 0;
}

/* The verifier log buffer, allocated on first need (-v, or a rejection). */
static char *log_buffer(char **log)
{
	if (!*log)
		*log = xmalloc(LOAD_LOG_SIZE);
	(*log)[0] = '\0';
	return *log;
}

/* Keeps a fentry/fexit program's target (s->prog_target), by which its trampoline is known. */
static void note_target(struct session *s, uint32_t i, const struct bpf_prog_load_opts *opts)
{
	uint32_t obj = 0;

	if (opts->expected_attach_type != BPF_TRACE_FENTRY && opts->expected_attach_type != BPF_TRACE_FEXIT)
		return;
	if (opts->attach_btf_obj_fd > 0) {
		struct bpf_btf_info info = { 0 };
		uint32_t len = sizeof(info);

		if (bpf_obj_get_info_by_fd(opts->attach_btf_obj_fd, &info, &len) < 0)
			return;
		obj = info.id;
	}
	s->prog_target[i] = (uint64_t)obj << 32 | opts->attach_btf_id;
}

static int load_prog(struct session *s, uint32_t i, char **logp, const char *const *srcnames,
		     uint32_t nsrcs)
{
	const struct prog *p = &s->pd->progs[i];
	struct bpf_insn *insns = patch_maps(s, p, is_error_prog(p) ? s->error_ring_fd : -1);
	LIBBPF_OPTS(bpf_prog_load_opts, opts);
	struct bpf_func_info *info = NULL;
	int fd, err = 0, btf_fd = -1;
	bool sleep;

	if (p->ap && p->ap->prv && p->ap->prv->load_opts) {
		err = p->ap->prv->load_opts(s, p->ap, &opts);
		if (err)
			goto out;
	}
	if (p->nfuncs) {
		info = xcalloc(p->nfuncs + 1, sizeof(*info));
		btf_fd = load_func_btf(p, info);
		if (btf_fd < 0) {
			err = -errno;
			fprintf(stderr, "dtrace: failed to load program for %s: cannot load the BTF that "
				"describes its functions: %s\n", p->ap ? p->ap->name : p->name, strerror(-err));
			goto out;
		}
		opts.prog_btf_fd = (uint32_t)btf_fd;
		opts.func_info = info;
		opts.func_info_cnt = p->nfuncs + 1;
		opts.func_info_rec_size = sizeof(*info);
	}
	if (s->opt.verbose) {
		opts.log_buf = log_buffer(logp);
		opts.log_size = LOAD_LOG_SIZE;
		opts.log_level = 1;
	}
	/*
	 * A uprobe's program that faults user pages in (cg_read_user) is
	 * sleepable where the kernel allows it; where it does not, or the
	 * verifier refuses it so, it is loaded as any other.
	 */
	sleep = p->ap && p->ap->may_sleep && calls_copy_from_user(insns, p->ninsns);
	if (sleep && kfeat_sleepable_uprobe()) {
		opts.prog_flags |= BPF_F_SLEEPABLE;
		fd = load_bpf_prog(bpf_type(p->type), p->name, insns, p->ninsns, &opts);
		if (fd >= 0) {
			s->prog_fds[i] = fd;
			goto out;
		}
		opts.prog_flags &= ~(uint32_t)BPF_F_SLEEPABLE;
	}
	if (sleep)
		unsleep(insns, p->ninsns);
	fd = load_bpf_prog(bpf_type(p->type), p->name, insns, p->ninsns, &opts);
	if (fd < 0 && errno == ENOSPC && opts.log_level) {
		/* -v: the verifier's log outgrew its buffer, which the kernel answers by refusing the program */
		fprintf(stderr, "dtrace: program for %s: the verifier's log is longer than %u bytes; "
			"loaded without it\n", p->ap ? p->ap->name : p->name, LOAD_LOG_SIZE);
		opts.log_buf = NULL;
		opts.log_size = 0;
		opts.log_level = 0;
		fd = load_bpf_prog(bpf_type(p->type), p->name, insns, p->ninsns, &opts);
	}
	if (fd < 0 && !s->opt.verbose &&
	    (errno == EACCES || errno == EINVAL || errno == EFAULT || errno == E2BIG)) {
		/* load again for the verifier's log (E2BIG: too many instructions, or maps) */
		opts.log_buf = log_buffer(logp);
		opts.log_size = LOAD_LOG_SIZE;
		opts.log_level = 1;
		fd = load_bpf_prog(bpf_type(p->type), p->name, insns, p->ninsns, &opts);
	}
	if (fd < 0) {
		err = -errno;
		report_rejection(s, p, opts.log_buf ? opts.log_buf : "", err, srcnames, nsrcs);
		goto out;
	}
	s->prog_fds[i] = fd;
	note_target(s, i, &opts);
out:
	if (btf_fd >= 0)
		close(btf_fd);
	free(info);
	free(insns);
	return err;
}

int load_prog_text(struct session *s, uint32_t i, uint64_t text[2])
{
	struct bpf_prog_info info = { 0 };
	uint32_t len = sizeof(info), n;
	uint64_t *addrs;
	uint32_t *lens;
	int err = 0;

	text[0] = text[1] = 0;
	if (s->prog_fds[i] < 0 || bpf_obj_get_info_by_fd(s->prog_fds[i], &info, &len) < 0)
		return -errno;
	n = info.nr_jited_ksyms;
	if (!n || n != info.nr_jited_func_lens)
		return -ENOENT;
	addrs = xcalloc(n, sizeof(*addrs));
	lens = xcalloc(n, sizeof(*lens));
	memset(&info, 0, sizeof(info));
	info.nr_jited_ksyms = n;
	info.jited_ksyms = (uint64_t)(uintptr_t)addrs;
	info.nr_jited_func_lens = n;
	info.jited_func_lens = (uint64_t)(uintptr_t)lens;
	len = sizeof(info);
	if (bpf_obj_get_info_by_fd(s->prog_fds[i], &info, &len) < 0) {
		err = -errno;
		goto out;
	}
	/* (the kernel leaves the addresses out for who may not see them) */
	for (uint32_t k = 0; k < n && k < info.nr_jited_ksyms; k++) {
		if (!addrs[k] || !lens[k])
			continue;
		if (!text[0] || addrs[k] < text[0])
			text[0] = addrs[k];
		if (addrs[k] + lens[k] > text[1])
			text[1] = addrs[k] + lens[k];
	}
	if (!text[0])
		err = -EPERM;
out:
	free(addrs);
	free(lens);
	return err;
}

/* True if program i reads its MAPR_KFRAMES row (prog.h): one whose stacks start in the kernel's BPF code. */
static bool reads_kframes(const struct session *s, uint32_t i)
{
	enum prog_type t = s->pd->progs[i].type;

	return t != PROG_KPROBE && t != PROG_PERF_EVENT;
}

/* Each program's MAPR_KFRAMES row as its type alone says (attach.c adds the tracepoint's). */
static int store_kframes(struct session *s)
{
	int m = session_map_index(s, MAPR_KFRAMES);

	for (uint32_t i = 0; m >= 0 && s->map_fds[m] >= 0 && i < s->pd->nprogs; i++) {
		struct kframes_row row;
		uint64_t text[2] = { 0, 0 };

		if (!reads_kframes(s, i))
			continue;
		load_prog_text(s, i, text);
		sym_kframes(s->pd->progs[i].type, NULL, NULL, text, &row);
		if (bpf_map_update_elem(s->map_fds[m], &i, &row, BPF_ANY) < 0) {
			int err = -errno;

			fprintf(stderr, "dtrace: map dt_kframes: cannot store a row: %s\n", strerror(-err));
			return err;
		}
	}
	return 0;
}

int load_all(struct session *s, const char *const *srcnames, uint32_t nsrcs)
{
	char *log = NULL;
	uint8_t *use = map_uses(s->pd);
	int err = 0;

	s->map_fds = xmalloc(sizeof(int) * (s->pd->nmaps + 1));
	s->prog_fds = xmalloc(sizeof(int) * (s->pd->nprogs + 1));
	s->prog_misses = xcalloc(s->pd->nprogs + 1, sizeof(uint64_t));
	s->prog_target = xcalloc(s->pd->nprogs + 1, sizeof(uint64_t));
	for (uint32_t i = 0; i < s->pd->nmaps; i++)
		s->map_fds[i] = -1;
	for (uint32_t i = 0; i < s->pd->nprogs; i++)
		s->prog_fds[i] = -1;
	for (uint32_t i = 0; i < s->pd->nmaps && !err; i++)
		err = create_map(s, i, use[i]);
	if (!err)
		err = create_error_ring(s);
	if (err)
		goto out;
	for (uint32_t i = 0; i < s->pd->nprogs && !err; i++)
		err = load_prog(s, i, &log, srcnames, nsrcs);
	if (!err)
		err = store_kframes(s);
out:
	free(log);
	free(use);
	return err;
}

/*
 * The kernel runs no program of ours while the same program is already
 * running on that CPU (a raw tracepoint's or a trampoline's, prog->active)
 * or, for kprobe, tracepoint and perf-event programs, while any BPF
 * program of those kinds is (bpf_prog_active); it counts each such firing
 * in the program's recursion_misses and says nothing else. A probe that
 * fires in a program's own helper call (a lock it takes, a page fault
 * in a copy) or in an NMI while another of ours runs is lost that way:
 * DTrace users see it as a drop, not silently.
 */
void load_report_misses(struct session *s)
{
	for (uint32_t i = 0; s->pd && s->prog_fds && i < s->pd->nprogs; i++) {
		struct bpf_prog_info info;
		uint32_t len = sizeof(info);
		const struct prog *p = &s->pd->progs[i];
		uint64_t n;

		if (s->prog_fds[i] < 0)
			continue;
		memset(&info, 0, sizeof(info));
		if (bpf_obj_get_info_by_fd(s->prog_fds[i], &info, &len) < 0 || info.recursion_misses <= s->prog_misses[i])
			continue;
		n = info.recursion_misses - s->prog_misses[i];
		s->prog_misses[i] = info.recursion_misses;
		fprintf(stderr, "dtrace: %llu probe firing drop%s at %s: the kernel skipped its program (BPF recursion)\n",
			(unsigned long long)n, n > 1 ? "s" : "", p->ap && p->ap->name ? p->ap->name : p->name);
	}
}

void load_close(struct session *s)
{
	for (uint32_t i = 0; s->pd && s->map_fds && i < s->pd->nmaps; i++) {
		if (s->map_fds[i] >= 0)
			close(s->map_fds[i]);
		s->map_fds[i] = -1;
	}
	for (uint32_t i = 0; s->pd && s->prog_fds && i < s->pd->nprogs; i++) {
		if (s->prog_fds[i] >= 0)
			close(s->prog_fds[i]);
		s->prog_fds[i] = -1;
	}
	if (s->error_ring_fd >= 0)
		close(s->error_ring_fd);
	s->error_ring_fd = -1;
	free(s->map_fds);
	free(s->prog_fds);
	free(s->prog_misses);
	free(s->prog_target);
	s->prog_target = NULL;
	s->map_fds = NULL;
	s->prog_fds = NULL;
	s->prog_misses = NULL;
}
