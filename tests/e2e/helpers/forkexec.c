/*
 * forkexec - forks N children (default 1) that each exec PROG ARGS..., waits
 * for all of them, exits with the last non-zero status (or 0). -at: each
 * execs with execveat(2) (AT_FDCWD, PROG as given); -fd: with execveat on
 * a descriptor of PROG and an empty path (AT_EMPTY_PATH: fexecve).
 *
 *   forkexec [-n N] [-at | -fd] PROG [ARGS...]
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* Execs argv[0] as mode says (0: execvp; 'a': execveat by path; 'f': by descriptor). */
static void run(int mode, char **argv)
{
	char empty[1] = ""; /* on the stack, as argv: resident in the child (proc:::exec reads it) */
	int fd = AT_FDCWD;

	if (mode == 'f') {
		fd = open(argv[0], O_PATH | O_CLOEXEC);
		if (fd < 0)
			return;
	}
	if (mode)
		syscall(SYS_execveat, fd, mode == 'f' ? empty : argv[0], argv, environ,
			mode == 'f' ? AT_EMPTY_PATH : 0);
	else
		execvp(argv[0], argv);
}

int main(int argc, char **argv)
{
	int n = 1, i = 1, rc = 0, mode = 0;

	if (argc > 2 && strcmp(argv[1], "-n") == 0) {
		n = atoi(argv[2]);
		i = 3;
	}
	if (i < argc && (strcmp(argv[i], "-at") == 0 || strcmp(argv[i], "-fd") == 0))
		mode = argv[i++][1];
	if (i >= argc) {
		fprintf(stderr, "usage: forkexec [-n N] [-at | -fd] PROG [ARGS...]\n");
		return 2;
	}
	for (int k = 0; k < n; k++) {
		pid_t pid = fork();
		int st;

		if (pid < 0) {
			perror("fork");
			return 1;
		}
		if (pid == 0) {
			run(mode, argv + i);
			perror(argv[i]);
			_exit(127);
		}
		if (waitpid(pid, &st, 0) < 0) {
			perror("waitpid");
			return 1;
		}
		if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
			rc = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
	}
	return rc;
}
