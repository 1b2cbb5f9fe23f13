/*
 * proc.c - the -c and -p target process (see proc.h).
 *
 * The process is watched through a pidfd, readable once it exits.
 * A created process still running when dtrace ends is killed, as DTrace
 * does; a grabbed one is left alone.
 * The created process asks to be traced and execs at once; dtrace runs it
 * to its entry point (a breakpoint there; the libraries are mapped by then,
 * so pid$target probes resolve) and holds it there until tracing is on.
 * From then on it only stops at its exit (PTRACE_O_TRACEEXIT: stopped with
 * its memory and mappings intact, for user symbols), every signal being
 * handed straight back; SIGCHLD wakes the consumer through a pipe. Where
 * ptrace is refused, the process waits on a pipe before exec instead.
 */
#include "proc.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../base/util.h"
#include "../rt/consume.h"
#include "../sym/usym.h"
#include "defer.h"

static int exec_error_fd = -1;
static int wake_pipe[2] = { -1, -1 };

static void on_sigchld(int sig)
{
	int saved = errno;

	(void)sig;
	if (write(wake_pipe[1], "c", 1) < 0)
		errno = saved; /* the pipe is full: a wakeup is pending anyway */
	errno = saved;
}

static int pidfd_open_(pid_t pid)
{
	return (int)syscall(SYS_pidfd_open, pid, 0);
}

/* Splits cmd at blanks into a NULL-terminated argv (heap, words in *copy). */
static char **split_words(const char *cmd, char **copyp)
{
	char *copy = *copyp = xstrdup(cmd);
	char **argv = xcalloc(strlen(cmd) / 2 + 2, sizeof(*argv));
	int argc = 0;

	for (char *w = strtok(copy, " \t\n"); w; w = strtok(NULL, " \t\n"))
		argv[argc++] = w;
	argv[argc] = NULL;
	return argv;
}

/* True if path is a file we may execute (a directory may be searched, not run). */
static int executable(const char *path)
{
	struct stat st;

	if (access(path, X_OK) != 0)
		return -errno;
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
		return -EACCES;
	return 0;
}

/*
 * 0 if file can be executed as execvp() would find it, else why not as
 * execvp() would say: EACCES if some candidate exists but may not be run,
 * ENOENT if none exists.
 */
static int findable(const char *file)
{
	const char *path = getenv("PATH");
	char buf[4096];
	int err = -ENOENT;

	if (strchr(file, '/'))
		return executable(file);
	if (!*file)
		return -ENOENT;
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	while (*path) {
		const char *end = strchrnul(path, ':');
		int e;

		snprintf(buf, sizeof(buf), "%.*s/%s", (int)(end - path), path, file);
		e = executable(buf);
		if (e == 0)
			return 0;
		if (e == -EACCES)
			err = e;
		path = *end ? end + 1 : end;
	}
	return err;
}

/*
 * The child: asks to be traced and execs at once (dtrace then holds it at
 * its entry point, libraries loaded); where tracing is refused it waits on
 * the gate instead and execs when released. The first byte on `report`
 * says which ('T' or 'H'); an exec failure follows as an errno.
 */
static void child(int gate, int report, char **argv)
{
	bool traced;
	char go;
	int e;

	/* dies with dtrace, however dtrace ends (DTrace kills the processes it created) */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	traced = ptrace(PTRACE_TRACEME, 0, NULL, NULL) == 0;
	if (write(report, traced ? "T" : "H", 1) != 1)
		_exit(127);
	if (!traced && read(gate, &go, 1) != 1)
		_exit(127); /* dtrace gave up before tracing */
	close(gate);
	execvp(argv[0], argv);
	e = errno;
	if (write(report, &e, sizeof(e)) < 0)
		_exit(127);
	_exit(127);
}

/* A value of the process's auxiliary vector (AT_ENTRY: 9, AT_BASE: 7), from /proc/PID/auxv; 0 if none. */
static uint64_t auxv_value(pid_t pid, uint64_t type)
{
	char path[64];
	uint64_t av[2], value = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/auxv", (int)pid);
	f = fopen(path, "re");
	if (!f)
		return 0;
	while (fread(av, sizeof(av), 1, f) == 1 && av[0] != 0)
		if (av[0] == type)
			value = av[1];
	fclose(f);
	return value;
}

/*
 * Runs the traced child, stopped, to address at with a breakpoint there,
 * `times` times (the stops before the last are passed over). Returns 0
 * with the child stopped at `at`, the breakpoint gone.
 */
static int run_to(pid_t pid, uint64_t at, int times)
{
	struct user_regs_struct regs;
	long orig;
	int st;

	errno = 0;
	orig = ptrace(PTRACE_PEEKTEXT, pid, (void *)at, NULL);
	if (errno || ptrace(PTRACE_POKETEXT, pid, (void *)at, (void *)((orig & ~0xffL) | 0xcc)) < 0)
		return -errno;
	ptrace(PTRACE_CONT, pid, NULL, NULL);
	while (waitpid(pid, &st, __WALL) == pid) {
		if (!WIFSTOPPED(st))
			return -ECHILD; /* it died before getting there */
		if (st >> 8 == (SIGTRAP | (PTRACE_EVENT_EXIT << 8)))
			return -ECHILD;
		if (WSTOPSIG(st) != SIGTRAP) {
			ptrace(PTRACE_CONT, pid, NULL, (void *)(long)WSTOPSIG(st));
			continue;
		}
		if (ptrace(PTRACE_GETREGS, pid, NULL, &regs) < 0 || regs.rip != at + 1)
			return -EFAULT;
		regs.rip = at;
		if (ptrace(PTRACE_SETREGS, pid, NULL, &regs) < 0)
			return -errno;
		if (--times > 0) { /* step over the original instruction, then stop there again */
			if (ptrace(PTRACE_POKETEXT, pid, (void *)at, (void *)orig) < 0 ||
			    ptrace(PTRACE_SINGLESTEP, pid, NULL, NULL) < 0 || waitpid(pid, &st, __WALL) != pid ||
			    !WIFSTOPPED(st) ||
			    ptrace(PTRACE_POKETEXT, pid, (void *)at, (void *)((orig & ~0xffL) | 0xcc)) < 0)
				return -ECHILD;
			ptrace(PTRACE_CONT, pid, NULL, NULL);
			continue;
		}
		return ptrace(PTRACE_POKETEXT, pid, (void *)at, (void *)orig) < 0 ? -errno : 0;
	}
	return -errno;
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

/* usym_elf_funcs callback: the address of the function named ctx->name. */
static int find_func(void *ctx, const char *name, uint64_t vaddr, uint64_t size)
{
	struct { const char *name; uint64_t vaddr; } *want = ctx;

	(void)size;
	if (strcmp(name, want->name) != 0)
		return 0;
	want->vaddr = vaddr;
	return 1;
}

/* The ELF entry point (e_entry) of the file path; 0 if it cannot be read. */
static uint64_t elf_entry(const char *path)
{
	unsigned char eh[64];
	uint64_t entry = 0;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return 0;
	if (pread(fd, eh, sizeof(eh), 0) == (ssize_t)sizeof(eh) && memcmp(eh, "\177ELF", 4) == 0 && eh[4] == 2)
		memcpy(&entry, eh + 24, sizeof(entry)); /* ELF64 e_entry */
	close(fd);
	return entry;
}

/*
 * preinit: the dynamic linker has mapped and relocated the libraries and
 * runs none of their initializers yet. It says so as it tells debuggers:
 * the second call of _dl_debug_state() at startup (RT_ADD, then
 * RT_CONSISTENT). Without a dynamic linker (a static program), the entry
 * point, where nothing has run yet.
 */
static int run_to_preinit(pid_t pid)
{
	char ldso[PATH_MAX] = "";
	struct { const char *name; uint64_t vaddr; } brk = { "_dl_debug_state", 0 };
	uint64_t base = auxv_value(pid, 7 /* AT_BASE */);

	usym_refresh(pid);
	if (!base || usym_each_module(pid, find_ldso, ldso) <= 0)
		return run_to(pid, auxv_value(pid, 9 /* AT_ENTRY */), 1);
	if (usym_elf_funcs(ldso, find_func, &brk) <= 0) {
		fprintf(stderr, "dtrace: %s has no _dl_debug_state: evaltime=preinit stops at the "
			"entry point instead\n", ldso);
		return run_to(pid, auxv_value(pid, 9), 1);
	}
	return run_to(pid, base + brk.vaddr, 2);
}

/* main: the program's main(), if it has a symbol for it; else its entry point, with a warning. */
static int run_to_main(pid_t pid)
{
	char path[64];
	struct { const char *name; uint64_t vaddr; } m = { "main", 0 };
	uint64_t entry = auxv_value(pid, 9 /* AT_ENTRY */), e_entry;

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	e_entry = elf_entry(path);
	if (!entry || !e_entry || usym_elf_funcs(path, find_func, &m) <= 0 || !m.vaddr) {
		fprintf(stderr, "dtrace: no symbol for main() in the program: evaltime=main stops at "
			"its entry point instead\n");
		return entry ? run_to(pid, entry, 1) : -ENOEXEC;
	}
	return run_to(pid, entry - e_entry + m.vaddr, 1); /* its load bias plus main's address */
}

/*
 * Runs the traced child, stopped after exec, to where -x evaltime says
 * the probes are placed (DTrace's points): exec (there already: only the
 * program and the dynamic linker are mapped), preinit (run_to_preinit),
 * postinit, the default (the program's entry point: every library is
 * mapped and initialized; the program's own constructors run after it,
 * from __libc_start_main), or main (run_to_main). Returns 0 with the
 * child stopped there.
 */
static int run_to_evaltime(struct session *s)
{
	pid_t pid = s->target;
	const char *when = s->opt.evaltime ? s->opt.evaltime : "postinit";
	uint64_t entry;

	ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)(long)(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL));
	if (strcmp(when, "exec") == 0)
		return 0;
	if (strcmp(when, "preinit") == 0)
		return run_to_preinit(pid);
	if (strcmp(when, "main") == 0)
		return run_to_main(pid);
	entry = auxv_value(pid, 9 /* AT_ENTRY */);
	return entry ? run_to(pid, entry, 1) : -ENOEXEC;
}

/* The child said it is traced: wait for its exec, then hold it where -x evaltime says. */
static int hold_at_entry(struct session *s, int report, const char *cmd)
{
	int st, e = 0, err;

	if (waitpid(s->target, &st, __WALL) != s->target || !WIFSTOPPED(st)) {
		/* exec failed: the child sent errno and exited */
		if (read(report, &e, sizeof(e)) != sizeof(e))
			e = ECHILD;
		s->target_exited = true;
		fprintf(stderr, "dtrace: failed to execute %s: %s\n", cmd, strerror(e));
		return -e;
	}
	err = run_to_evaltime(s);
	if (err) {
		fprintf(stderr, "dtrace: failed to execute %s: %s\n", cmd,
			err == -ECHILD ? "exited before starting" : strerror(-err));
		return err;
	}
	s->target_traced = true;
	usym_refresh(s->target);
	return 0;
}

/*
 * After s->target_wake became readable: handles the traced target's stops.
 * Returns true when it is stopped at its exit, its mappings still readable.
 */
static bool at_exit(struct session *s)
{
	char buf[64];
	int st;

	while (read(s->target_wake, buf, sizeof(buf)) > 0)
		;
	while (s->target_traced && waitpid(s->target, &st, WNOHANG | __WALL) == s->target) {
		if (!WIFSTOPPED(st))
			return false; /* gone: the pidfd says so too */
		if (st >> 8 == (SIGTRAP | (PTRACE_EVENT_EXIT << 8)))
			return true;
		/* a signal for the target: deliver it as if we were not there (but defer.c's hold) */
		ptrace(PTRACE_CONT, s->target, NULL,
		       (void *)(long)(WSTOPSIG(st) == SIGTRAP || defer_own_stop(s->target) ? 0 : WSTOPSIG(st)));
	}
	return false;
}

/* Kills a created process that is still running and closes everything (session_close). */
static void proc_fini(struct session *s)
{
	if (s->target_gate >= 0) {
		close(s->target_gate); /* the held child exits at EOF */
		s->target_gate = -1;
	}
	if (exec_error_fd >= 0) {
		close(exec_error_fd);
		exec_error_fd = -1;
	}
	if (wake_pipe[0] >= 0) {
		signal(SIGCHLD, SIG_DFL);
		close(wake_pipe[0]);
		close(wake_pipe[1]);
		wake_pipe[0] = wake_pipe[1] = -1;
		s->target_wake = -1;
	}
	if (s->target_is_child && s->target > 0) {
		if (!s->target_exited)
			kill(s->target, SIGKILL);
		waitpid(s->target, NULL, 0);
		s->target_is_child = false;
	}
	if (s->target_pidfd >= 0) {
		close(s->target_pidfd);
		s->target_pidfd = -1;
	}
}

/* The target woke the consumer (consume_on_fd): a stop, perhaps its exit's. */
static void woken(struct session *s)
{
	if (!at_exit(s))
		return;
	/* stopped as it exits: what it recorded, and its mappings, are still there */
	consume_drain(s);
	usym_refresh(s->target);
	ptrace(PTRACE_CONT, s->target, NULL, NULL);
}

/* The target's pidfd is readable (consume_on_fd): it ended. Reaps it if it is ours; says so as DTrace does. */
static void ended(struct session *s)
{
	if (s->target_is_child)
		waitpid(s->target, NULL, WNOHANG);
	s->target_exited = true;
	fflush(s->out);
	if (!s->opt.quiet)
		fprintf(stderr, "dtrace: pid %d has exited\n", (int)s->target);
}

/* Has the consumer watch the target's pidfd and the core release it at session_close(). */
static void watch(struct session *s)
{
	session_on_close(s, proc_fini);
	if (s->target_pidfd >= 0)
		consume_on_fd(s, s->target_pidfd, ended);
}

int proc_create(struct session *s, const char *cmd)
{
	char *words;
	char **argv = split_words(cmd, &words);
	int gate[2] = { -1, -1 }, report[2] = { -1, -1 };
	char mode = 0;
	pid_t pid;
	int err = 0;

	err = findable(argv[0] ? argv[0] : "");
	if (err) {
		fprintf(stderr, "dtrace: failed to execute %s: %s\n", cmd, strerror(-err));
		goto out;
	}
	if (pipe2(gate, O_CLOEXEC) < 0 || pipe2(report, O_CLOEXEC) < 0) {
		err = -errno;
		fprintf(stderr, "dtrace: failed to execute %s: %s\n", cmd, strerror(-err));
		goto out;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		err = -errno;
		fprintf(stderr, "dtrace: failed to execute %s: %s\n", cmd, strerror(-err));
		goto out;
	}
	if (pid == 0) {
		close(gate[1]);
		close(report[0]);
		child(gate[0], report[1], argv);
	}
	close(report[1]);
	report[1] = -1;
	s->target = pid;
	s->po.target = (uint32_t)pid;
	s->target_is_child = true;
	s->target_pidfd = pidfd_open_(pid);
	watch(s);
	if (read(report[0], &mode, 1) == 1 && mode == 'T') {
		err = hold_at_entry(s, report[0], cmd);
		goto out;
	}
	/* untraced: held on the gate, exec's result read at release */
	s->target_gate = gate[1];
	gate[1] = -1;
	exec_error_fd = report[0];
	report[0] = -1;
out:
	for (int i = 0; i < 2; i++) {
		if (gate[i] >= 0)
			close(gate[i]);
		if (report[i] >= 0)
			close(report[i]);
	}
	free(words);
	free(argv);
	return err;
}

/* True if pid is a kernel thread (PF_KTHREAD in /proc/PID/stat's flags): no user land to trace. */
static bool is_kthread(pid_t pid)
{
	char path[64], buf[1024];
	unsigned long flags = 0;
	const char *p;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	p = util_proc_stat(path, buf, sizeof(buf));
	/* "state ppid pgrp session tty_nr tpgid flags" */
	if (!p || sscanf(p, " %*c %*d %*d %*d %*d %*d %lu", &flags) != 1)
		return false;
	return flags & 0x00200000; /* PF_KTHREAD */
}

int proc_grab(struct session *s, const char *arg)
{
	char *end;
	long pid;
	int err = 0;

	errno = 0;
	pid = strtol(arg, &end, 10);
	if (errno || end == arg || *end) { /* DTrace's words */
		fprintf(stderr, "dtrace: invalid pid: %s\n", arg);
		return -EINVAL;
	}
	/* no process has such a pid (pid_t would make 4294967297 pid 1) */
	if (pid <= 0 || pid > INT_MAX)
		err = -ESRCH;
	else if ((s->target_pidfd = pidfd_open_((pid_t)pid)) < 0)
		/* a thread's id, not a process's: EINVAL, or ENOENT since Linux 6.9 */
		err = errno == EINVAL || errno == ENOENT ? -ESRCH : -errno;
	/* without pidfds (kernels before 5.3) the process is only checked, not watched */
	if (err == -ENOSYS)
		err = kill((pid_t)pid, 0) < 0 ? -errno : 0;
	watch(s); /* session_close() closes the pidfd, whatever follows */
	if (err) {
		fprintf(stderr, "dtrace: failed to grab pid %ld: %s\n", pid, strerror(-err));
		return err;
	}
	if (is_kthread((pid_t)pid)) { /* as DTrace refuses a system process */
		fprintf(stderr, "dtrace: failed to grab pid %ld: system process\n", pid);
		return -EPERM;
	}
	s->target = (pid_t)pid;
	s->po.target = (uint32_t)pid;
	return 0;
}

/* From now on the traced target only stops at its exit; SIGCHLD wakes the consumer. */
static void watch_exit(struct session *s)
{
	struct sigaction sa = { .sa_handler = on_sigchld, .sa_flags = 0 };

	if (pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK) == 0) {
		sigemptyset(&sa.sa_mask);
		sigaction(SIGCHLD, &sa, NULL);
		s->target_wake = wake_pipe[0];
		consume_on_fd(s, s->target_wake, woken);
	}
}

int proc_release(struct session *s)
{
	int e = 0;
	ssize_t n;

	if (s->target_traced) {
		watch_exit(s);
		if (ptrace(PTRACE_CONT, s->target, NULL, NULL) < 0) {
			int err = -errno;

			fprintf(stderr, "dtrace: failed to start pid %d: %s\n", (int)s->target,
				strerror(-err));
			return err;
		}
		return 0;
	}
	if (s->target_gate < 0)
		return 0;
	if (write(s->target_gate, "g", 1) != 1) {
		int err = -errno;

		fprintf(stderr, "dtrace: failed to start pid %d: %s\n", (int)s->target, strerror(-err));
		return err;
	}
	close(s->target_gate);
	s->target_gate = -1;
	/* EOF: exec succeeded (the pipe was close-on-exec); an int: exec's errno */
	n = read(exec_error_fd, &e, sizeof(e));
	close(exec_error_fd);
	exec_error_fd = -1;
	if (n == (ssize_t)sizeof(e)) {
		fprintf(stderr, "dtrace: failed to execute pid %d: %s\n", (int)s->target, strerror(e));
		return -e;
	}
	return 0;
}
