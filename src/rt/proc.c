/*
 * proc.c - the -c and -p target process (see proc.h).
 *
 * -c: the child blocks reading a pipe until proc_release() writes to it,
 * then execs; a second, close-on-exec pipe tells the parent whether exec
 * failed. The process is watched through a pidfd, readable once it exits.
 * A created process still running when dtrace ends is killed, as DTrace
 * does; a grabbed one is left alone.
 * The created process asks to be traced before exec; dtrace then only
 * asks for its exit stop (PTRACE_O_TRACEEXIT: the process is stopped with
 * its memory and mappings intact) and hands every signal straight back.
 * SIGCHLD wakes the consumer through a pipe. Where ptrace is refused, the
 * process just runs untraced.
 */
#include "proc.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../base/util.h"

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

/* True if file can be executed as execvp() would find it. */
static bool findable(const char *file)
{
	const char *path = getenv("PATH");
	char buf[4096];

	if (strchr(file, '/'))
		return access(file, X_OK) == 0;
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	while (*path) {
		const char *end = strchrnul(path, ':');

		snprintf(buf, sizeof(buf), "%.*s/%s", (int)(end - path), path, file);
		if (access(buf, X_OK) == 0)
			return true;
		path = *end ? end + 1 : end;
	}
	return false;
}

static void child(int gate, int report, char **argv)
{
	char go;
	int e;

	/* dies with dtrace, however dtrace ends (DTrace kills the processes it created) */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (read(gate, &go, 1) != 1)
		_exit(127); /* dtrace gave up before tracing */
	ptrace(PTRACE_TRACEME, 0, NULL, NULL); /* refused: then untraced */
	close(gate);
	execvp(argv[0], argv);
	e = errno;
	if (write(report, &e, sizeof(e)) < 0)
		_exit(127);
	_exit(127);
}

int proc_create(struct session *s, const char *cmd)
{
	char *words;
	char **argv = split_words(cmd, &words);
	int gate[2] = { -1, -1 }, report[2] = { -1, -1 };
	pid_t pid;
	int err = 0;

	if (!argv[0] || !findable(argv[0])) {
		err = argv[0] ? -ENOENT : -EINVAL;
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
	s->target = pid;
	s->target_is_child = true;
	s->target_gate = gate[1];
	gate[1] = -1;
	exec_error_fd = report[0];
	report[0] = -1;
	s->target_pidfd = pidfd_open_(pid);
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

int proc_grab(struct session *s, const char *arg)
{
	char *end;
	long pid = strtol(arg, &end, 10);
	int err = 0;

	if (*end || pid <= 0) {
		fprintf(stderr, "dtrace: invalid process ID: %s\n", arg);
		return -EINVAL;
	}
	s->target_pidfd = pidfd_open_((pid_t)pid);
	/* without pidfds (kernels before 5.3) the process is only checked, not watched */
	if (s->target_pidfd < 0 && (errno != ENOSYS || kill((pid_t)pid, 0) < 0))
		err = -errno;
	if (err) {
		fprintf(stderr, "dtrace: failed to grab pid %ld: %s\n", pid, strerror(-err));
		return err;
	}
	s->target = (pid_t)pid;
	return 0;
}

static void trace_exit(struct session *s);

int proc_release(struct session *s)
{
	int e = 0;
	ssize_t n;

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
	trace_exit(s);
	return 0;
}

/* Exec made the traced child stop (SIGTRAP): ask only for its exit stop from now on. */
static void trace_exit(struct session *s)
{
	struct sigaction sa = { .sa_handler = on_sigchld, .sa_flags = 0 };
	int st;

	if (waitpid(s->target, &st, __WALL) != s->target || !WIFSTOPPED(st))
		return; /* not traced (ptrace refused): it runs on its own */
	if (pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK) == 0) {
		sigemptyset(&sa.sa_mask);
		sigaction(SIGCHLD, &sa, NULL);
		s->target_wake = wake_pipe[0];
	}
	ptrace(PTRACE_SETOPTIONS, s->target, NULL,
	       (void *)(long)(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL));
	s->target_traced = true;
	ptrace(PTRACE_CONT, s->target, NULL, NULL);
}

bool proc_at_exit(struct session *s)
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
		/* a signal for the target: deliver it as if we were not there */
		ptrace(PTRACE_CONT, s->target, NULL,
		       (void *)(long)(WSTOPSIG(st) == SIGTRAP ? 0 : WSTOPSIG(st)));
	}
	return false;
}

void proc_resume(struct session *s)
{
	ptrace(PTRACE_CONT, s->target, NULL, NULL);
}

void proc_fini(struct session *s)
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
