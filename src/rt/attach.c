/*
 * attach.c - walks the loaded programs and asks each one's provider to
 * attach it (runtime stage 2 of 4: load, attach, consume, print); and the
 * kernel plumbing providers share: tracefs (found, or mounted; its
 * tracepoints walked), perf events for tracepoints, sampling and uprobes
 * (the uprobe PMU). Every attachment is an fd (see attach.h).
 */
#include "attach.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <bpf/bpf.h>

#include "../base/glob.h"
#include "../base/util.h"
#include "../sym/sym.h"
#include "../sym/usym.h"
#include "btf.h"
#include "load.h"
#include "provider.h"

static const char *tracefs_dir;

/*
 * The program attach_all() is attaching, for its MAPR_KFRAMES row (prog.h):
 * load.c writes every row from the program's type; attach_raw_tp() and
 * attach_tracepoint() write it again with the tracepoint, before attaching;
 * attach_all() adds their trampolines to fentry and fexit programs' rows
 * once all are attached (kframes_trampolines), before they are live.
 */
static struct {
	struct session *s;
	uint32_t prog;
	int fd;          /* the MAPR_KFRAMES map, -1 if no program reads it */
} kframes = { .fd = -1 };

static int kframes_write(const char *cat, const char *event)
{
	const struct prog *p;
	struct kframes_row row;
	uint64_t text[2];

	if (kframes.fd < 0 || !kframes.s)
		return 0;
	p = &kframes.s->pd->progs[kframes.prog];
	load_prog_text(kframes.s, kframes.prog, text);
	sym_kframes(p->type, cat, event, text, &row);
	if (bpf_map_update_elem(kframes.fd, &kframes.prog, &row, BPF_ANY) < 0) {
		int err = -errno;

		fprintf(stderr, "dtrace: map dt_kframes: cannot store a row: %s\n", strerror(-err));
		return err;
	}
	return 0;
}

const char *attach_tracefs(void)
{
	static const char *const dirs[] = { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" };
	struct stat st;

	if (tracefs_dir)
		return tracefs_dir;
	for (size_t i = 0; i < ARRAY_LEN(dirs); i++) {
		char path[64];

		snprintf(path, sizeof(path), "%s/events", dirs[i]);
		if (stat(path, &st) == 0)
			return tracefs_dir = dirs[i];
	}
	if (mount("nodev", dirs[0], "tracefs", 0, NULL) == 0)
		return tracefs_dir = dirs[0];
	return NULL;
}

static bool is_glob(const char *p)
{
	return !*p || strpbrk(p, "*?[\\");
}

/*
 * The events of one subsystem directory that match the event pattern. A
 * literal event is looked up from events_fd, the events directory: the
 * ~100 lookups a bare BEGIN makes cost a third less than absolute paths.
 */
static int each_event(int events_fd, const char *events, const char *subsys, const char *pat,
		      attach_tracepoint_fn *fn, void *ctx)
{
	char path[512];
	struct stat st;
	struct dirent *de;
	DIR *d;
	int err = 0;

	if (!is_glob(pat)) {
		snprintf(path, sizeof(path), "%s/%s/id", subsys, pat);
		return fstatat(events_fd, path, &st, 0) == 0 ? fn(ctx, subsys, pat) : 0;
	}
	snprintf(path, sizeof(path), "%s/%s", events, subsys);
	d = opendir(path);
	if (!d)
		return 0;
	while (!err && (de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.' || de->d_type != DT_DIR || !glob_match(pat, de->d_name))
			continue;
		err = fn(ctx, subsys, de->d_name);
	}
	closedir(d);
	return err;
}

/* Counts the events each_tracepoint finds, then passes them on. */
struct found_count {
	attach_tracepoint_fn *fn;
	void *ctx;
	uint32_t n;
};

static int count_found(void *ctx, const char *subsys, const char *event)
{
	struct found_count *fc = ctx;

	fc->n++;
	return fc->fn(fc->ctx, subsys, event);
}

int attach_each_tracepoint(const char *subsys_pat, const char *event_pat, attach_tracepoint_fn *fn,
			   void *ctx)
{
	/*
	 * The last patterns that matched no tracepoint: sdt and rawtp both ask
	 * for a bare BEGIN, a stat() in each of ~100 subsystems (about 1 ms).
	 */
	static char none_subsys[128], none_event[128];
	struct found_count fc = { fn, ctx, 0 };
	const char *dir = attach_tracefs();
	char events[256];
	struct dirent *de;
	DIR *d;
	int err = 0;

	if (!dir)
		return 0;
	if (strcmp(subsys_pat, none_subsys) == 0 && strcmp(event_pat, none_event) == 0 &&
	    *none_event)
		return 0;
	snprintf(events, sizeof(events), "%s/events", dir);
	if (!is_glob(subsys_pat)) {
		int fd = open(events, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

		if (fd < 0)
			return 0;
		err = each_event(fd, events, subsys_pat, event_pat, count_found, &fc);
		close(fd);
		goto out;
	}
	d = opendir(events);
	if (!d)
		return 0;
	while (!err && (de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.' || de->d_type != DT_DIR || !glob_match(subsys_pat, de->d_name))
			continue;
		err = each_event(dirfd(d), events, de->d_name, event_pat, count_found, &fc);
	}
	closedir(d);
out:
	if (!err && !fc.n && strlen(subsys_pat) < sizeof(none_subsys) &&
	    strlen(event_pat) < sizeof(none_event)) {
		strcpy(none_subsys, subsys_pat);
		strcpy(none_event, event_pat);
	}
	return err;
}

int attach_tracepoint_id(const char *cat, const char *name)
{
	const char *dir = attach_tracefs();
	char path[512], buf[32];
	ssize_t n;
	int fd, err;

	if (!dir)
		return -errno;
	snprintf(path, sizeof(path), "%s/events/%s/%s/id", dir, cat, name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	n = read(fd, buf, sizeof(buf) - 1);
	err = n < 0 ? -errno : 0;
	close(fd);
	if (err)
		return err;
	buf[n > 0 ? n : 0] = '\0';
	return n > 0 ? atoi(buf) : -EINVAL;
}

/* The type in a field declaration "TYPE NAME" or "TYPE NAME[N]" (decl..end): "TYPE", "TYPE [N]". */
static const char *decl_type(struct arena *a, const char *decl, const char *end)
{
	const char *dim = end, *name;
	size_t tlen;

	while (end > decl && end[-1] == ' ')
		end--;
	if (end > decl && end[-1] == ']')
		for (dim = end - 1; dim > decl && *dim != '['; dim--)
			;
	name = dim;
	while (name > decl && (isalnum((unsigned char)name[-1]) || name[-1] == '_'))
		name--;
	tlen = (size_t)(name - decl);
	while (tlen && decl[tlen - 1] == ' ')
		tlen--;
	if (!tlen) /* no name: all of it is the type */
		return arena_printf(a, "%.*s", (int)(end - decl), decl);
	return arena_printf(a, "%.*s%s%.*s", (int)tlen, decl, dim < end ? " " : "", (int)(end - dim), dim);
}

uint32_t attach_tracepoint_types(struct arena *a, const char *cat, const char *event, uint32_t first_off,
				 const char **types, uint32_t max)
{
	const char *dir = attach_tracefs();
	char path[512], *text;
	uint32_t n = 0;

	if (!dir)
		return 0;
	snprintf(path, sizeof(path), "%s/events/%s/%s/format", dir, cat, event);
	text = util_read_file(path, NULL);
	for (const char *line = text; line && *line && n < max;) {
		const char *end = strchr(line, '\n'), *field = strstr(line, "field:");
		const char *semi = field ? strchr(field, ';') : NULL, *off = semi ? strstr(semi, "offset:") : NULL;

		if (!end)
			end = line + strlen(line);
		if (field && off && off < end && (uint32_t)atoi(off + 7) >= first_off)
			types[n++] = decl_type(a, field + 6, semi);
		line = *end ? end + 1 : end;
	}
	free(text);
	return n;
}

void attach_perf_close(struct attach_perf *pf)
{
	if (!pf)
		return;
	for (int i = 0; i < pf->nfds; i++)
		if (pf->fds[i] >= 0)
			close(pf->fds[i]);
	free(pf->fds);
	pf->fds = NULL;
	pf->nfds = 0;
}

static int raw_tp_open(const char *event, bool btf_typed, int prog_fd, const char *what,
		       struct attach_perf *pf)
{
	int fd = kframes_write(NULL, event);

	if (fd == 0) /* a BTF-typed program named its tracepoint at load */
		fd = bpf_raw_tracepoint_open(btf_typed ? NULL : event, prog_fd);
	if (fd < 0) {
		int err = -errno;

		fprintf(stderr, "dtrace: probe %s: attach failed: %s\n", what, strerror(-err));
		return err;
	}
	pf->fds = xmalloc(sizeof(*pf->fds));
	pf->fds[0] = fd;
	pf->nfds = 1;
	return 0;
}

int attach_raw_tp(const char *event, int prog_fd, const char *what, struct attach_perf *pf)
{
	return raw_tp_open(event, false, prog_fd, what, pf);
}

int attach_raw_tp_btf(const char *event, int prog_fd, const char *what, struct attach_perf *pf)
{
	return raw_tp_open(event, true, prog_fd, what, pf);
}

void attach_detach_perf(struct session *s, struct attach_point *ap)
{
	(void)s;
	attach_perf_close(ap->rt);
}

int attach_perf_open(struct session *s, struct perf_event_attr *attr, bool one_cpu, int prog_fd,
		     const char *what, struct attach_perf *pf)
{
	int n = one_cpu ? 1 : s->nonline;
	int err = 0;

	pf->fds = xmalloc(sizeof(*pf->fds) * n);
	pf->nfds = 0;
	attr->size = sizeof(*attr);
	for (int i = 0; i < n; i++) {
		int cpu = s->cpus[i];
		int fd = (int)syscall(SYS_perf_event_open, attr, -1, cpu, -1, PERF_FLAG_FD_CLOEXEC);

		if (fd < 0) {
			err = -errno;
			fprintf(stderr, "dtrace: probe %s: perf_event_open on CPU %d failed: %s\n", what,
				cpu, strerror(-err));
			goto out;
		}
		pf->fds[pf->nfds++] = fd;
		if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog_fd) < 0) {
			err = -errno;
			fprintf(stderr, "dtrace: probe %s: attach failed: %s\n", what, strerror(-err));
			goto out;
		}
		if (ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) < 0) {
			err = -errno;
			fprintf(stderr, "dtrace: probe %s: enable failed: %s\n", what, strerror(-err));
			goto out;
		}
	}
out:
	if (err)
		attach_perf_close(pf);
	return err;
}

/* Sets the program on an opened perf event and enables it. */
static int set_prog(int fd, int prog_fd, const char *what)
{
	int err = 0;

	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog_fd) < 0) {
		err = -errno;
		fprintf(stderr, "dtrace: probe %s: attach failed: %s\n", what, strerror(-err));
	} else if (ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) < 0) {
		err = -errno;
		fprintf(stderr, "dtrace: probe %s: enable failed: %s\n", what, strerror(-err));
	}
	return err;
}

int attach_perf_open_task(struct perf_event_attr *attr, pid_t pid, int prog_fd, const char *what,
			  struct attach_perf *pf)
{
	int fd, err;

	attr->size = sizeof(*attr);
	pf->fds = xmalloc(sizeof(*pf->fds));
	pf->nfds = 0;
	fd = (int)syscall(SYS_perf_event_open, attr, pid, -1, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0) {
		err = -errno;
		fprintf(stderr, "dtrace: probe %s: perf_event_open failed: %s\n", what, strerror(-err));
		attach_perf_close(pf);
		return err;
	}
	pf->fds[pf->nfds++] = fd;
	err = set_prog(fd, prog_fd, what);
	if (err)
		attach_perf_close(pf);
	return err;
}

/* Finds the file of module mod mapped in a process (the first one so named). */
struct find_path {
	const char *mod;
	char path[PATH_MAX];
};

static int find_module(void *ctx, const char *path, const char *alias)
{
	struct find_path *fp = ctx;

	if (strcmp(strrchr(path, '/') + 1, fp->mod) != 0 && !(alias && strcmp(alias, fp->mod) == 0))
		return 0;
	snprintf(fp->path, sizeof(fp->path), "%s", path);
	return 1;
}

/* The uprobe PMU's type (sysfs), or a negative errno. */
int attach_uprobe_pmu_type(void)
{
	char *text = util_read_file("/sys/bus/event_source/devices/uprobe/type", NULL);
	int type = text ? atoi(text) : -ENOENT;

	free(text);
	return type;
}

int attach_uprobe_link(int prog_fd, const char *path, uint64_t off, pid_t pid, bool ret, uint64_t cookie)
{
	return attach_uprobe_link_sema(prog_fd, path, off, 0, pid, ret, cookie);
}

int attach_uprobe_link_sema(int prog_fd, const char *path, uint64_t off, uint64_t ref_ctr_off, pid_t pid,
			    bool ret, uint64_t cookie)
{
	struct perf_event_attr attr = { .size = sizeof(attr), .sample_period = 1, .wakeup_events = 1 };
	LIBBPF_OPTS(bpf_link_create_opts, lo, .perf_event.bpf_cookie = cookie);
	int type = attach_uprobe_pmu_type(), pfd, fd, err;

	if (type < 0)
		return type;
	attr.type = (uint32_t)type;
	/* the PMU's format: retprobe is config:0, ref_ctr_offset config:32-63 */
	attr.config = (ret ? 1 : 0) | ref_ctr_off << 32;
	attr.config1 = (uint64_t)(uintptr_t)path;
	attr.config2 = off;
	pfd = (int)syscall(__NR_perf_event_open, &attr, pid, -1, -1, PERF_FLAG_FD_CLOEXEC);
	if (pfd < 0)
		return -errno;
	fd = bpf_link_create(prog_fd, pfd, BPF_PERF_EVENT, &lo);
	err = fd < 0 ? -errno : fd;
	close(pfd);
	return err;
}

int attach_uprobe(pid_t pid, const char *mod, uint64_t off, uint64_t ref_ctr_off, bool ret,
		  int prog_fd, const char *what, struct attach_perf *pf)
{
	struct find_path fp = { .mod = mod };
	struct perf_event_attr attr = { .sample_period = 1, .wakeup_events = 1 };
	int type = attach_uprobe_pmu_type();

	if (type < 0) {
		fprintf(stderr, "dtrace: probe %s: no uprobe PMU: %s\n", what, strerror(-type));
		return type;
	}
	if (mod[0] == '/')
		snprintf(fp.path, sizeof(fp.path), "%s", mod);
	else if (usym_each_module(pid, find_module, &fp) != 1) {
		fprintf(stderr, "dtrace: probe %s: module %s is no longer mapped\n", what, mod);
		return -ESRCH;
	}
	attr.type = (uint32_t)type;
	/* the PMU's format: retprobe is config:0, ref_ctr_offset config:32-63 */
	attr.config = (ret ? 1 : 0) | ref_ctr_off << 32;
	attr.config1 = (uint64_t)(uintptr_t)fp.path;
	attr.config2 = off;
	return attach_perf_open_task(&attr, pid, prog_fd, what, pf);
}

int attach_tracepoint(struct session *s, const char *cat, const char *name, int prog_fd,
		      const char *what, struct attach_perf *pf)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_TRACEPOINT,
		.sample_period = 1,
		.sample_type = PERF_SAMPLE_RAW,
		.wakeup_events = 1,
	};
	int id = attach_tracepoint_id(cat, name);

	if (id < 0) {
		if (id != -ENOENT)
			fprintf(stderr, "dtrace: probe %s: tracepoint %s/%s: %s\n", what, cat, name,
				strerror(-id));
		return id;
	}
	attr.config = (uint64_t)id;
	id = kframes_write(cat, name);
	if (id)
		return id;
	/* a tracepoint runs its programs on every CPU: one event carries it (a second: EEXIST) */
	return attach_perf_open(s, &attr, true, prog_fd, what, pf);
}

/* Adds each attached fentry/fexit program's trampoline to its MAPR_KFRAMES row (prog.h). */
static int kframes_trampolines(struct session *s)
{
	int m = session_map_index(s, MAPR_KFRAMES), err = 0;
	struct sym_tramp *t = NULL;
	long n = -1;

	for (uint32_t i = 0; m >= 0 && s->map_fds[m] >= 0 && i < s->pd->nprogs && !err; i++) {
		struct kframes_row row;
		uint64_t text[2], target = s->prog_target[i];

		if (!target || s->prog_fds[i] < 0)
			continue;
		if (n < 0)
			n = sym_trampolines(&t);
		load_prog_text(s, i, text);
		sym_kframes(s->pd->progs[i].type, NULL, NULL, text, &row);
		if (!row.skip)
			sym_kframes_trampoline(t, n < 0 ? 0 : (size_t)n, (uint32_t)(target >> 32), (uint32_t)target,
					       &row);
		if (bpf_map_update_elem(s->map_fds[m], &i, &row, BPF_ANY) < 0) {
			err = -errno;
			fprintf(stderr, "dtrace: map dt_kframes: cannot store a row: %s\n", strerror(-err));
		}
	}
	free(t);
	return err;
}

int attach_all(struct session *s)
{
	int m = session_map_index(s, MAPR_KFRAMES), err = 0;

	kframes.s = s;
	kframes.fd = m >= 0 ? s->map_fds[m] : -1;
	for (uint32_t i = 0; i < s->pd->nprogs && !err; i++) {
		struct attach_point *ap = s->pd->progs[i].ap;

		kframes.prog = i;
		if (!ap || !ap->prv || ap->prv == &prov_dtrace)
			continue;
		err = ap->prv->attach(s, ap, s->prog_fds[i]);
	}
	kframes.s = NULL;
	kframes.fd = -1;
	return err ? err : kframes_trampolines(s);
}

/* In the reverse order of attach_all: the programs that keep notes for others go last. */
void attach_detach_all(struct session *s)
{
	for (uint32_t i = s->pd ? s->pd->nprogs : 0; i-- > 0;) {
		struct attach_point *ap = s->pd->progs[i].ap;

		if (ap && ap->prv && ap->prv != &prov_dtrace)
			ap->prv->detach(s, ap);
	}
}
