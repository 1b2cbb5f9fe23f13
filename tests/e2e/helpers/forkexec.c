/*
 * forkexec - forks N children (default 1) that each exec PROG ARGS..., waits
 * for all of them, exits with the last non-zero status (or 0).
 *
 *   forkexec [-n N] PROG [ARGS...]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = 1, i = 1, rc = 0;

	if (argc > 2 && strcmp(argv[1], "-n") == 0) {
		n = atoi(argv[2]);
		i = 3;
	}
	if (i >= argc) {
		fprintf(stderr, "usage: forkexec [-n N] PROG [ARGS...]\n");
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
			execvp(argv[i], argv + i);
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
