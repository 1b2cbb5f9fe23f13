/*
 * sleeper - a target for -p: runs until SIGTERM or SIGINT, then exits 0.
 * With an argument MS it calls getppid() once every MS milliseconds, so a
 * tracer attached with -p sees a steady, known system call.
 * It writes its pid to stdout, then nothing else.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t stop;

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

int main(int argc, char **argv)
{
	long ms = argc > 1 ? strtol(argv[1], NULL, 10) : 0;
	struct sigaction sa = { .sa_handler = on_signal };

	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	printf("%d\n", (int)getpid());
	fflush(stdout);
	while (!stop) {
		if (ms > 0) {
			struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
			syscall(SYS_getppid);
			nanosleep(&ts, NULL);
		} else {
			pause();
		}
	}
	return 0;
}
