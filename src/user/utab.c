/*
 * utab.c - the user stack unwind tables in the kernel (see utab.h and
 * cc/utab.h).
 *
 * Each module's rows (made by unwind.c from its .eh_frame) are written once
 * into the rows map, which dtrace maps into its memory, so a module shared
 * by many processes (libc) costs its rows once. A process's entry lists
 * its executable mappings (from /proc/PID/maps) with where each module's
 * rows start; it is written when the session starts for dtrace itself
 * (so that the modules it shares with most processes, libc first, have
 * their rows before the first process is seen) and the -c/-p process,
 * and, for any other process, when the kernel first sends one of its
 * stacks raw (it had no entry). A raw stack from a process that has an
 * entry means the entry is stale: after an exec (another start_stack or
 * program inode) it is made again at once; for a library mapped since, if
 * the process's executable mappings changed: they are read again
 * REFRESH_MIN_NS after the entry was made, then at doubling intervals up
 * to REFRESH_NS while they stay the same, so that a process just started
 * (its entry made while ld.so was still mapping its libraries) gets the
 * rest of them within a few milliseconds, and a process that keeps a pc
 * the table cannot hold (a module too big) costs a read of its mappings
 * every REFRESH_NS.
 * Making an entry reads the process's mappings for usym.c too, so the
 * raw stack that asked is unwound and named from the right program.
 */
#include "utab.h"

#include <bpf/bpf.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../base/util.h"
#include "../cc/utab.h"
#include "../rt/consume.h"
#include "../sym/unwind.h"
#include "../sym/usym.h"

#define REFRESH_MIN_NS 1000000ull /* 1 ms */
#define REFRESH_NS 100000000ull    /* 100 ms */

struct utab_mod {
	char *path;
	uint32_t first, nrows;     /* first UTAB_NOROWS: no room */
	struct utab_mod *next;
};

struct utab_seen {
	pid_t pid;
	uint64_t maps_hash;        /* of its executable mappings when its entry was made */
	uint64_t start_stack, exe_ino; /* its program then */
	uint64_t when;             /* CLOCK_MONOTONIC ns: made, or its mappings last read */
	uint64_t wait;             /* ns from then to the next read of its mappings */
	struct utab_seen *next;
};

static int procs_fd = -1;
static uint64_t *rows;         /* the rows map, mapped here */
static uint32_t rows_used;
static struct utab_mod *mods;
static struct utab_seen *seen;

/* Where module path's rows are in the rows map (written there at first sight). */
static const struct utab_mod *mod_of(const char *path)
{
	struct utab_mod *m;
	const uint64_t *r;
	size_t n;

	for (m = mods; m; m = m->next)
		if (strcmp(m->path, path) == 0)
			return m;
	m = xcalloc(1, sizeof(*m));
	m->path = xstrdup(path);
	m->next = mods;
	mods = m;
	r = unwind_rows(path, &n);
	if (n > (1u << UTAB_MAXSTEPS) || n > UTAB_ROWS - rows_used) {
		m->first = UTAB_NOROWS; /* too big for the search, or no room: stacks there go raw */
		return m;
	}
	if (n) /* none: r may be NULL, which memcpy() may not be given */
		memcpy(rows + rows_used, r, n * sizeof(*r));
	m->first = rows_used;
	m->nrows = (uint32_t)n;
	rows_used += (uint32_t)n;
	return m;
}

/* mm->start_stack of pid (/proc/PID/stat field 28), or 0. */
static uint64_t start_stack(pid_t pid)
{
	char path[64], buf[2048];
	unsigned long long v = 0;
	const char *p;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	p = util_proc_stat(path, buf, sizeof(buf));
	if (!p)
		return 0;
	for (int field = 2; field < 27 && p; field++) /* to the space before field 28 */
		p = strchr(p + 1, ' ');
	if (p)
		sscanf(p, " %llu", &v);
	return v;
}

/* The inode number of pid's program (/proc/PID/exe), or 0. */
static uint64_t exe_ino(pid_t pid)
{
	char path[64];
	struct stat st;

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	return stat(path, &st) == 0 ? (uint64_t)st.st_ino : 0;
}

/* FNV-1a over bytes. */
static uint64_t hash_more(uint64_t h, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		h = (h ^ (uint8_t)s[i]) * 1099511628211ull;
	return h;
}

/*
 * Reads pid's executable mappings into e (sorted, as /proc lists them);
 * returns their hash, or 0 if the process cannot be read.
 */
static uint64_t read_maps(pid_t pid, struct utab_proc *e)
{
	char path[64], line[4096];
	uint64_t h = 1469598103934665603ull;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	f = fopen(path, "re");
	if (!f)
		return 0;
	usym_refresh(pid);
	while (fgets(line, sizeof(line), f) && e->nmaps < UTAB_NMAPS) {
		unsigned long long start, end;
		char perms[8] = "";
		int at = 0;
		const char *file;
		struct utab_map *m;
		const char *elf;
		uint64_t vaddr;

		if (sscanf(line, "%llx-%llx %7s %*x %*s %*u %n", &start, &end, perms, &at) < 3 ||
		    !at || !strchr(perms, 'x'))
			continue;
		line[strcspn(line, "\n")] = '\0';
		h = hash_more(h, line, strlen(line));
		file = line + at;
		m = &e->maps[e->nmaps++];
		*m = (struct utab_map){ .start = start, .end = end };
		/* not a file (JIT code, [vdso]) or not an ELF we read: frame pointers, as unwind.c does */
		if (file[0] != '/' || usym_elf_addr(pid, start, &elf, &vaddr) != 0)
			continue;
		{
			const struct utab_mod *mod = mod_of(elf);

			m->bias = start - vaddr;
			m->first = mod->first;
			m->nrows = mod->nrows;
		}
	}
	fclose(f);
	return e->nmaps ? h : 0;
}

/*
 * Writes pid's entry; notes when and what it was made from. The program's
 * identity is read before its mappings: an exec between the two then
 * leaves an entry that names the old program, which the kernel does not
 * use for the new one (it sends the stack raw and the entry is made
 * again), where the other order named the new program over the old
 * program's mappings, and without address space randomization (the same
 * addresses) the kernel walked the new program with the old one's rules
 * (e2e/stacks/tst.exec-agg.sh, 1 run in 40: one frame).
 */
static void make_entry(pid_t pid, struct utab_seen *sn)
{
	struct utab_proc *e = xcalloc(1, sizeof(*e));
	uint32_t key = (uint32_t)pid;
	uint64_t h;

	static uint32_t gen;

	e->start_stack = sn->start_stack = start_stack(pid);
	e->exe_ino = sn->exe_ino = exe_ino(pid);
	h = read_maps(pid, e);
	sn->when = util_mono_ns();
	sn->wait = REFRESH_MIN_NS;
	sn->maps_hash = h;
	e->gen = ++gen ? gen : ++gen; /* the rules the kernel cached for another entry are not its */
	if (h && bpf_map_update_elem(procs_fd, &key, e, BPF_ANY) < 0)
		sn->maps_hash = 0;
	free(e);
}

void utab_need(pid_t pid)
{
	struct utab_seen *sn;
	struct utab_proc *cur;
	uint32_t key = (uint32_t)pid;
	uint64_t t;
	bool stale;

	if (procs_fd < 0 || pid <= 0)
		return;
	for (sn = seen; sn; sn = sn->next)
		if (sn->pid == pid)
			break;
	if (!sn) {
		sn = xcalloc(1, sizeof(*sn));
		sn->pid = pid;
		sn->next = seen;
		seen = sn;
		make_entry(pid, sn);
		return;
	}
	if (start_stack(pid) != sn->start_stack || exe_ino(pid) != sn->exe_ino) {
		make_entry(pid, sn); /* another program (exec): at once */
		return;
	}
	t = util_mono_ns();
	if (t - sn->when < sn->wait)
		return;
	sn->when = t;
	sn->wait = sn->wait * 2 < REFRESH_NS ? sn->wait * 2 : REFRESH_NS; /* unless made again */
	cur = xcalloc(1, sizeof(*cur));
	/* gone from the map (LRU), or mappings since */
	stale = bpf_map_lookup_elem(procs_fd, &key, cur) != 0;
	if (!stale) {
		memset(cur, 0, sizeof(*cur));
		stale = read_maps(pid, cur) != sn->maps_hash;
	}
	free(cur);
	if (stale)
		make_entry(pid, sn);
}

/* A UTAB_REC_ID record (consume.h): the kernel had no table for process probe_id. */
static void need_record(struct session *s, const struct rec_hdr *hdr, const uint8_t *body, size_t len)
{
	(void)s;
	(void)body;
	(void)len;
	utab_need((pid_t)hdr->probe_id);
}

/* Unmaps and forgets the tables (session_close). */
static void utab_fini(struct session *s)
{
	(void)s;
	if (rows)
		munmap(rows, (size_t)UTAB_ROWS * 8);
	rows = NULL;
	rows_used = 0;
	procs_fd = -1;
	while (mods) {
		struct utab_mod *m = mods;

		mods = m->next;
		free(m->path);
		free(m);
	}
	while (seen) {
		struct utab_seen *sn = seen;

		seen = sn->next;
		free(sn);
	}
}

int utab_init(struct session *s)
{
	int pi = session_map_index(s, MAPR_UPROCS), ri = session_map_index(s, MAPR_UROWS);
	void *p;

	consume_on_record(s, UTAB_REC_ID, need_record);
	session_on_close(s, utab_fini);
	if (pi < 0 || ri < 0 || s->map_fds[pi] < 0 || s->map_fds[ri] < 0)
		return 0;
	p = mmap(NULL, (size_t)UTAB_ROWS * 8, PROT_READ | PROT_WRITE, MAP_SHARED, s->map_fds[ri], 0);
	if (p == MAP_FAILED) {
		fprintf(stderr, "dtrace: cannot map the unwind tables: %s (stacks are unwound here)\n",
			strerror(errno));
		return 0;
	}
	rows = p;
	procs_fd = s->map_fds[pi];
	/*
	 * dtrace's own entry, made now for the modules it shares with nearly
	 * every process: making libc's rows takes 2 ms, 20 ms on a busy
	 * machine, and while the first process seen waits for them, all its
	 * stacks go through the ring raw (3000 in 20 ms of pingpong off CPU).
	 */
	utab_need(getpid());
	if (s->target > 0)
		utab_need(s->target);
	return 0;
}
