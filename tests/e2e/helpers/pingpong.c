/*
 * pingpong - a context-switch-heavy workload for bench/run: a parent and
 * its child pass one byte back and forth over two pipes N times (each
 * round trip is two blocking reads, so at least two context switches), then
 * print the wall-clock nanoseconds per round trip.
 *
 *   pingpong N
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 100000;
	int ping[2], pong[2];
	long long t0;
	char c = 'x';
	pid_t pid;

	if (n <= 0 || pipe(ping) < 0 || pipe(pong) < 0)
		return 2;
	pid = fork();
	if (pid < 0)
		return 1;
	if (pid == 0) {
		close(ping[1]);
		close(pong[0]);
		while (read(ping[0], &c, 1) == 1)
			if (write(pong[1], &c, 1) != 1)
				_exit(1);
		_exit(0);
	}
	close(ping[0]);
	close(pong[1]);
	t0 = now_ns();
	for (long i = 0; i < n; i++)
		if (write(ping[1], &c, 1) != 1 || read(pong[0], &c, 1) != 1)
			return 1;
	printf("pingpong %lld\n", (now_ns() - t0) / n);
	close(ping[1]);
	waitpid(pid, NULL, 0);
	return 0;
}
