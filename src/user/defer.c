/*
 * defer.c - pid probes on libraries a process loads while it is traced,
 * placed before any of their code runs, as DTrace's deferred probes are.
 *
 * The dynamic linker calls _dl_debug_state() (the r_brk of its r_debug,
 * what debuggers watch) each time it is about to change its list of
 * objects and once the change is done: after mapping a dlopen()ed library
 * and before relocating it or running its constructors. A uprobe there,
 * for the traced process only, runs a small program that sends a
 * REC_ID_DLOPEN record on the session's ring buffer and stops the process
 * (bpf_send_signal_thread(SIGSTOP): the stop takes effect as the thread
 * leaves the probe). The consumer reads the process's mappings again,
 * matches the descriptions that may name libraries loaded later against
 * each object it has not seen (the grow functions defer_arm was given:
 * prov_pid.c's for pid probes, prov_usdt.c's for USDT probes), attaches
 * the probes found to the programs already loaded (each probe's id and
 * description mask in its cookie), and sends SIGCONT.
 * A SIGCONT sent before the stop took effect discards the pending SIGSTOP,
 * so the order does not matter. A -c target is traced: its SIGSTOP comes
 * to dtrace as a signal stop, and proc.c drops it (defer_own_stop).
 *
 * If dtrace dies while the process is stopped (kill -9), nobody would
 * continue it: for a -p process a small child of dtrace (the guard) waits
 * for dtrace to exit - its links, and with them the uprobe, are gone by
 * then - and continues the process if a thread of it is stopped in the
 * dynamic linker's code, out of any system call (where the hook stops
 * it; a process someone else stopped is left so). A -c process dies with
 * dtrace anyway.
 */
#include "defer.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <linux/bpf.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>

#include "../base/util.h"
#include "../cc/prog.h"
#include "../rt/attach.h"
#include "../rt/kfeat.h"
#include "../rt/consume.h"
#include "../rt/load.h"
#include "../rt/session.h"
#include "../sym/usym.h"

#define DEFER_GROWS 4

static struct {
	pid_t pid;       /* the process watched; 0 if none */
	int prog_fd, link_fd;
	pid_t guard;
	defer_grow_fn *grow[DEFER_GROWS]; /* place the probes of what the process loaded (pid, usdt) */
	uint32_t ngrow;
} dl = { 0, -1, -1, 0, { NULL }, 0 };

/* Adds grow to the functions called at each change (once each). */
static void add_grow(defer_grow_fn *grow)
{
	for (uint32_t i = 0; i < dl.ngrow; i++)
		if (dl.grow[i] == grow)
			return;
	if (dl.ngrow < DEFER_GROWS)
		dl.grow[dl.ngrow++] = grow;
}

/* usym_each_module callback: the dynamic linker (ld-linux-x86-64.so.2, ld-musl-...). */
static int find_ldso(void *ctx, const char *path, const char *alias)
{
	const char *base = strrchr(path, '/') + 1;

	(void)alias;
	if (strncmp(base, "ld-", 3) != 0 || !strstr(base, ".so"))
		return 0;
	snprintf(ctx, PATH_MAX, "%s", path);
	return 1;
}

/* usym_elf_funcs callback: the address of _dl_debug_state. */
static int find_brk(void *ctx, const char *name, uint64_t vaddr, uint64_t size)
{
	(void)size;
	if (strcmp(name, "_dl_debug_state") != 0)
		return 0;
	*(uint64_t *)ctx = vaddr;
	return 1;
}

/*
 * The program at _dl_debug_state: a REC_ID_DLOPEN record, then SIGSTOP to
 * the thread - only if the record was sent (a full ring buffer must not
 * leave the process stopped; the next change finds what this one added).
 */
static int load_hook(int ring_fd)
{
	struct bpf_insn insns[] = {
		{ BPF_ST | BPF_W | BPF_MEM, BPF_REG_10, 0, -16, (int32_t)REC_ID_DLOPEN },
		{ BPF_ST | BPF_W | BPF_MEM, BPF_REG_10, 0, -12, 0 },
		{ BPF_ST | BPF_DW | BPF_MEM, BPF_REG_10, 0, -8, 0 },
		{ BPF_LD | BPF_DW | BPF_IMM, BPF_REG_1, BPF_PSEUDO_MAP_FD, 0, ring_fd },
		{ 0, 0, 0, 0, 0 },
		{ BPF_ALU64 | BPF_MOV | BPF_X, BPF_REG_2, BPF_REG_10, 0, 0 },
		{ BPF_ALU64 | BPF_ADD | BPF_K, BPF_REG_2, 0, 0, -16 },
		{ BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_3, 0, 0, 16 },
		{ BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_4, 0, 0, 0 },
		{ BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_ringbuf_output },
		{ BPF_JMP | BPF_JNE | BPF_K, BPF_REG_0, 0, 2, 0 }, /* no record: nobody would let it go */
		{ BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_1, 0, 0, SIGSTOP },
		{ BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_send_signal_thread },
		{ BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, 0 },
		{ BPF_JMP | BPF_EXIT, 0, 0, 0, 0 },
	};
	/* a uprobe_multi program where the kernel has those links, else a plain kprobe program */
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
		    .expected_attach_type = kfeat_uprobe_multi() ? (enum bpf_attach_type)48 : 0);

	return load_bpf_prog(BPF_PROG_TYPE_KPROBE, "dtrace_dlopen", insns, ARRAY_LEN(insns), &opts);
}

/*
 * BPF_LINK_CREATE of a uprobe_multi link (as prov_pid.c spells it) at one
 * place; where the kernel has no such links (Linux 6.1), a uprobe perf
 * event's link.
 */
static int link_hook(int prog_fd, const char *path, uint64_t off, pid_t pid)
{
	struct {
		uint32_t prog_fd, target_fd, attach_type, link_flags;
		uint64_t path, offsets, ref_ctr_offsets, cookies;
		uint32_t cnt, flags, pid, pad;
	} attr = {
		.prog_fd = (uint32_t)prog_fd,
		.attach_type = 48, /* BPF_TRACE_UPROBE_MULTI */
		.path = (uint64_t)(uintptr_t)path,
		.offsets = (uint64_t)(uintptr_t)&off,
		.cnt = 1,
		.pid = (uint32_t)pid,
	};
	int fd;

	if (!kfeat_uprobe_multi()) {
		fd = attach_uprobe_link(prog_fd, path, off, pid, false, 0);
		if (fd < 0)
			errno = -fd;
		return fd;
	}
	return (int)syscall(__NR_bpf, BPF_LINK_CREATE, &attr, sizeof(attr));
}

/* The state letter of /proc/PID/task/TID/stat (0 if unreadable). */
static char task_state(pid_t pid, const char *tid)
{
	char path[320], buf[512];
	const char *p;

	snprintf(path, sizeof(path), "/proc/%d/task/%s/stat", (int)pid, tid);
	p = util_proc_stat(path, buf, sizeof(buf));
	return p && p[0] == ' ' ? p[1] : 0;
}

/* True if user address pc is in an executable mapping of file ldso in process pid. */
static bool in_ldso(pid_t pid, const char *ldso, uint64_t pc)
{
	char path[64], line[PATH_MAX + 128];
	bool in = false;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	f = fopen(path, "re");
	while (f && !in && fgets(line, sizeof(line), f)) {
		unsigned long long lo, hi;
		char perms[8];
		int at = 0;

		line[strcspn(line, "\n")] = '\0';
		if (sscanf(line, "%llx-%llx %7s %*x %*s %*u %n", &lo, &hi, perms, &at) >= 3 && at &&
		    strchr(perms, 'x') && strcmp(line + at, ldso) == 0)
			in = pc >= lo && pc < hi;
	}
	if (f)
		fclose(f);
	return in;
}

/*
 * True if process pid is held by the hook: a thread of it stopped, out of
 * any system call, in the dynamic linker's code (where _dl_debug_state
 * returns to). A process someone else stopped is in a system call or in
 * its own code, and is left stopped.
 */
static bool held(pid_t pid, const char *ldso)
{
	char path[64];
	struct dirent *de;
	bool yes = false;
	DIR *d;

	snprintf(path, sizeof(path), "/proc/%d/task", (int)pid);
	d = opendir(path);
	while (d && !yes && (de = readdir(d)) != NULL) {
		char sc[320], line[256];
		unsigned long long sp, pc;
		FILE *f;

		if (de->d_name[0] == '.' || task_state(pid, de->d_name) != 'T')
			continue;
		snprintf(sc, sizeof(sc), "/proc/%d/task/%s/syscall", (int)pid, de->d_name);
		f = fopen(sc, "re");
		if (f && fgets(line, sizeof(line), f) && sscanf(line, "-1 %llx %llx", &sp, &pc) == 2)
			yes = in_ldso(pid, ldso, pc);
		if (f)
			fclose(f);
	}
	if (d)
		closedir(d);
	return yes;
}

/*
 * The guard: a child that holds nothing of dtrace's, waits for dtrace to
 * exit, however it ends, and then continues the process if the hook holds
 * it (looking a few times: a SIGSTOP sent just before takes effect soon).
 */
static void guard(pid_t dtrace, pid_t pid, const char *ldso)
{
	int pidfd, null;

	signal(SIGINT, SIG_IGN);
	signal(SIGQUIT, SIG_IGN);
	signal(SIGHUP, SIG_IGN);
	signal(SIGTERM, SIG_IGN);
	signal(SIGPIPE, SIG_IGN);
	syscall(SYS_close_range, 0, ~0u, 0);
	null = open("/dev/null", O_RDWR);
	if (null == 0) {
		dup2(0, 1);
		dup2(0, 2);
	}
	prctl(PR_SET_NAME, "dtrace-guard");
	pidfd = (int)syscall(SYS_pidfd_open, dtrace, 0);
	if (pidfd >= 0 && getppid() == dtrace) {
		struct pollfd p = { .fd = pidfd, .events = POLLIN };

		while (poll(&p, 1, -1) < 0 && errno == EINTR)
			;
	}
	for (int i = 0; i < 4; i++) {
		if (held(pid, ldso))
			kill(pid, SIGCONT);
		usleep(50000);
	}
	_exit(0);
}

/* A REC_ID_DLOPEN record (consume.h): adds the new libraries' probes, then lets the process go on. */
static void loaded_record(struct session *s, const struct rec_hdr *hdr, const uint8_t *body,
			  size_t len)
{
	(void)hdr;
	(void)body;
	(void)len;
	if (!dl.pid)
		return;
	for (uint32_t i = 0; dl.link_fd >= 0 && i < dl.ngrow; i++)
		dl.grow[i](s, dl.pid);
	kill(dl.pid, SIGCONT);
}

int defer_arm(struct session *s, pid_t pid, defer_grow_fn *grow)
{
	char ldso[PATH_MAX] = "";
	uint64_t brk = 0;
	int64_t off;
	int ring = session_map_index(s, MAPR_RING);

	if (dl.pid == pid) {
		add_grow(grow);
		return 0;
	}
	if (dl.pid) {
		fprintf(stderr, "dtrace: pid %d: libraries loaded later are not probed (only pid %d's are)\n",
			(int)pid, (int)dl.pid);
		return 0;
	}
	if (ring < 0)
		return 0;
	usym_refresh(pid);
	if (usym_each_module(pid, find_ldso, ldso) <= 0 || usym_elf_funcs(ldso, find_brk, &brk) <= 0 ||
	    (off = usym_elf_offset(ldso, brk)) < 0) {
		fprintf(stderr, "dtrace: pid %d: no dynamic linker to watch: libraries it loads later "
			"are not probed\n", (int)pid);
		return 0;
	}
	dl.prog_fd = load_hook(s->map_fds[ring]);
	if (dl.prog_fd >= 0)
		dl.link_fd = link_hook(dl.prog_fd, ldso, (uint64_t)off, pid);
	if (dl.prog_fd < 0 || dl.link_fd < 0) {
		int err = -errno;

		fprintf(stderr, "dtrace: pid %d: cannot watch %s for libraries loaded later: %s\n",
			(int)pid, ldso, strerror(-err));
		defer_disarm(s);
		return err;
	}
	dl.pid = pid;
	add_grow(grow);
	consume_on_record(s, REC_ID_DLOPEN, loaded_record);
	if (!s->target_is_child || s->target != pid) {
		pid_t self = getpid(), g;

		fflush(NULL);
		g = fork();
		if (g == 0)
			guard(self, pid, ldso);
		dl.guard = g > 0 ? g : 0;
	}
	return 0;
}

void defer_disarm(struct session *s)
{
	(void)s;
	if (dl.link_fd >= 0)
		close(dl.link_fd);
	if (dl.prog_fd >= 0)
		close(dl.prog_fd);
	dl.link_fd = dl.prog_fd = -1;
	dl.ngrow = 0;
	/* the guard continues the process, if stopped, once dtrace is gone */
}

bool defer_own_stop(pid_t pid)
{
	siginfo_t si;

	return dl.pid == pid && ptrace(PTRACE_GETSIGINFO, pid, NULL, &si) == 0 &&
	       si.si_signo == SIGSTOP && si.si_code == SI_KERNEL;
}
