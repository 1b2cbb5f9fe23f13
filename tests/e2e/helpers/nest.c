/*
 * nest - a workload whose system calls are interrupted on their own CPU:
 * pins itself to the CPU it starts on, starts a thread there that sleeps
 * US microseconds at a time (each wake-up is a timer interrupt on that CPU,
 * with its softirqs on the way out), and calls getppid() N times. A tracer's
 * programs on getppid then often run with an interrupt's nested inside.
 *
 *   nest N [US]     (US: default 20); prints nothing, exits 0
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static volatile int done;
static long us = 20;

static void *ticker(void *arg)
{
	struct timespec ts = { 0, us * 1000 };

	(void)arg;
	while (!done)
		nanosleep(&ts, NULL);
	return NULL;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 100000;
	int cpu = sched_getcpu();
	cpu_set_t set;
	pthread_t t;

	if (argc > 2)
		us = strtol(argv[2], NULL, 10);
	if (n <= 0 || us <= 0 || cpu < 0)
		return 2;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (sched_setaffinity(0, sizeof(set), &set) < 0)
		return 1;
	/* the thread inherits the affinity: its timers fire on this CPU */
	if (pthread_create(&t, NULL, ticker, NULL))
		return 1;
	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	done = 1;
	pthread_join(t, NULL);
	return 0;
}
